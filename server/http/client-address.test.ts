import { Hono } from 'hono';
import { clientAddress } from './client-address';

/** What the shared app sees of the caller, as the Node host hands it the connection's env. */
async function seen(trustProxy: boolean, headers: Record<string, string>, env?: unknown) {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)));
  return (await app.fetch(new Request('http://test/', { headers }), env)).text();
}

describe('clientAddress', () => {
  const node = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };

  it('is the socket’s peer on Node, and ignores a forged X-Forwarded-For by default', async () => {
    expect(await seen(false, { 'X-Forwarded-For': '10.9.9.9' }, node)).toBe('192.0.2.10');
  });

  it('behind a trusted proxy, is the hop the proxy appended (the last), not what the client sent', async () => {
    // The client forged 10.0.0.1; the proxy appended the address it saw, 203.0.113.5.
    expect(await seen(true, { 'X-Forwarded-For': '10.0.0.1, 203.0.113.5' }, node)).toBe(
      '203.0.113.5',
    );
    expect(await seen(true, { 'X-Forwarded-For': '198.51.100.4' }, node)).toBe('198.51.100.4');
    expect(await seen(true, {}, node)).toBe('192.0.2.10');
  });

  it('is one local client in the browser backend (no connection)', async () => {
    expect(await seen(false, {})).toBe('local');
  });
});
