import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ownApi } from '../contract';
import { useEnvironment } from '../env';
import { loginStore } from '../storage';
import { createServices, type TokenHolder } from './services';

const ok = (data: unknown) =>
  HttpResponse.json({ statusCode: 200, message: { info: 'Success' }, data });

/** Where the next company call carried its token. */
function watchToken() {
  const seen: { auth?: string | null; query?: string | null } = {};
  server.use(
    http.get('/api/csc/webchat/company', ({ request }) => {
      seen.auth = request.headers.get('authorization');
      seen.query = new URL(request.url).searchParams.get('token');
      return ok({ company_name: 'Lenovo' });
    }),
  );
  return seen;
}

describe('createServices: the client services every feature shares', () => {
  it('makes one client per token holder, and each call carries its own holder’s token', async () => {
    const services = createServices({ tokenMode: 'query' });
    const engineer: TokenHolder = { token: () => 'engineer-token' };
    const reviewer: TokenHolder = { token: () => 'reviewer-token' };
    expect(services.api(engineer)).toBe(services.api(engineer));
    expect(services.api(engineer)).not.toBe(services.api(reviewer));

    const seen = watchToken();
    await services.api(engineer).call(ownApi.company);
    expect(seen.query).toBe('engineer-token');
    await services.api(reviewer).call(ownApi.company);
    expect(seen.query).toBe('reviewer-token');
  });

  it('holds the token mode for every client: header mode keeps tokens out of URLs', async () => {
    const services = createServices({ tokenMode: 'header' });
    const seen = watchToken();
    await services.api({ token: () => 'engineer-token' }).call(ownApi.company);
    expect(seen).toEqual({ auth: 'Bearer engineer-token', query: null });
    loginStore.saveLogin({ cube_uid: 'u', token: 'visitor-token' }, 'Legion');
    useEnvironment.setState({ embedded: false, projectId: 'Legion' });
    await services.api(services.page).call(ownApi.company);
    expect(seen).toEqual({ auth: 'Bearer visitor-token', query: null });
  });

  it('puts the socket on the page’s origin unless a socket URL is named', () => {
    const own = createServices({ socketUrl: '' });
    expect(own.socketHost({ origin: 'https://support.example.com' })).toBe(
      'wss://support.example.com',
    );
    expect(own.socketHost({ origin: 'http://127.0.0.1:4000' })).toBe('ws://127.0.0.1:4000');
    const named = createServices({ socketUrl: 'wss://im.example.com' });
    expect(named.socketHost({ origin: 'https://support.example.com' })).toBe(
      'wss://im.example.com',
    );
  });

  it('takes VITE_SOCKET_URL and VITE_TOKEN_MODE from the build by default', async () => {
    vi.stubEnv('VITE_SOCKET_URL', 'wss://im.example.com');
    vi.stubEnv('VITE_TOKEN_MODE', 'header');
    vi.resetModules();
    try {
      const fresh = await import('./services');
      const services = fresh.createServices();
      expect(services.socketHost({ origin: 'https://a.example' })).toBe('wss://im.example.com');
      const seen = watchToken();
      await services.api({ token: () => 't' }).call(ownApi.company);
      expect(seen).toEqual({ auth: 'Bearer t', query: null });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('reads the clock it was given', () => {
    expect(createServices({ now: () => 42 }).now()).toBe(42);
  });
});
