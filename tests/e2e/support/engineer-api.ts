/** The engineer's side of an e2e against the reference server, over HTTP as the console calls it. */
/** One call of the server's API: GET without a body, POST with one; its `data`, or a throw. */
export async function apiCall<T>(
  base: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const url = new URL(path, base);
  if (token) url.searchParams.set('token', token);
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { statusCode: number; data: T };
  if (json.statusCode !== 200) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The demo engineer, online, over HTTP as the console calls it. */
export async function engineerApi(base: string) {
  const call = <T>(path: string, body?: unknown, token?: string) =>
    apiCall<T>(base, path, body, token);
  const { token } = await call<{ token: string }>('/api/csc/engineer/login', {
    account: 'demo',
    password: 'demo123',
  });
  await call('/api/csc/engineer/status', { status: 'online' }, token);
  return {
    waiting: () => call<{ session_id: string }[]>('/api/csc/engineer/waiting', undefined, token),
    accept: (session_id: string) => call('/api/csc/engineer/accept', { session_id }, token),
    send: (session_id: string, text: string) =>
      call('/api/csc/engineer/send', { session_id, MsgType: 'text', Content: text }, token),
  };
}

/** Polls `get` until it has a value. */
export async function until<T>(get: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}
