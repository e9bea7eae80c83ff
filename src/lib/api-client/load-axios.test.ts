import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { ownApi } from '../contract';
import { createApiClient } from './client';
import { loadAxios } from './load-axios';
import { createPrefetch } from './prefetch';

const axiosLoads = vi.hoisted(() => ({ failNext: 0, count: 0 }));

vi.mock('./load-axios', async (importOriginal) => {
  const real = await importOriginal<{ loadAxios: typeof loadAxios }>();
  return {
    loadAxios: vi.fn(() => {
      axiosLoads.count += 1;
      if (axiosLoads.failNext > 0) {
        axiosLoads.failNext -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return real.loadAxios();
    }),
  };
});

const company = { cube_uid: 'u', token: 't', url: 'https://x', company_name: 'c' };

beforeEach(() => {
  axiosLoads.failNext = 0;
  axiosLoads.count = 0;
  vi.mocked(loadAxios).mockClear();
});

describe('axios comes with the first call that goes to the network', () => {
  it('is not loaded for a call the page answered already', async () => {
    const prefetch = createPrefetch({
      fetch: async () =>
        new Response(JSON.stringify({ statusCode: 200, data: company }), { status: 200 }),
    });
    prefetch.send('GET', '/api/csc/webchat/company', {}, 1000);
    const client = createApiClient({ prefetched: prefetch });
    await expect(client.call(ownApi.company)).resolves.toEqual(company);
    expect(axiosLoads.count).toBe(0);
  });

  it('is loaded by a call the page did not make', async () => {
    server.use(
      http.get('/api/csc/webchat/company', () =>
        HttpResponse.json({ statusCode: 200, data: company }),
      ),
    );
    await expect(createApiClient().call(ownApi.company)).resolves.toEqual(company);
    expect(axiosLoads.count).toBeGreaterThan(0);
  });

  it('failing to arrive (offline) is a network error, and the next call tries again', async () => {
    server.use(
      http.get('/api/csc/webchat/company', () =>
        HttpResponse.json({ statusCode: 200, data: company }),
      ),
    );
    const client = createApiClient();
    axiosLoads.failNext = 1;
    await expect(client.call(ownApi.company)).rejects.toMatchObject({ code: 'network' });
    await expect(client.call(ownApi.company)).resolves.toEqual(company);
  });
});
