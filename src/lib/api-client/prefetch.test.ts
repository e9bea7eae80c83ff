import { createPrefetch, requestKey } from './prefetch';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('prefetch (requests sent before the API client loads)', () => {
  it('names one request whatever the order or absence of its parameters', () => {
    expect(requestKey('get', '/a', { b: '2', a: 1, c: undefined })).toBe(
      requestKey('GET', '/a', { a: '1', b: 2 }),
    );
    expect(requestKey('GET', '/a', { a: '1' })).not.toBe(requestKey('POST', '/a', { a: '1' }));
    expect(requestKey('GET', '/a', { a: '1' })).not.toBe(requestKey('GET', '/a', { a: '2' }));
  });

  it('sends at once, and hands the answer to the same request once', async () => {
    const fetch = vi.fn(async () => json({ statusCode: 200, data: { ok: true } }));
    const early = createPrefetch({ fetch });
    early.send('POST', '/api/x', { project_id: 'P 1' }, 1000);
    early.send('POST', '/api/x', { project_id: 'P 1' }, 1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/x?project_id=P+1',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(early.take('GET', '/api/x', { project_id: 'P 1' })).toBeUndefined();
    await expect(early.take('POST', '/api/x', { project_id: 'P 1' })).resolves.toEqual({
      status: 200,
      data: { statusCode: 200, data: { ok: true } },
    });
    expect(early.take('POST', '/api/x', { project_id: 'P 1' })).toBeUndefined();
  });

  it('keeps a body that is not JSON as text, and the status of a refusal', async () => {
    const early = createPrefetch({
      fetch: async () => new Response('Bad gateway', { status: 502 }),
    });
    early.send('GET', '/api/y', {}, 1000);
    await expect(early.take('GET', '/api/y', {})).resolves.toEqual({
      status: 502,
      data: 'Bad gateway',
    });
  });

  it('does not hand out an answer older than its age limit', () => {
    let now = 0;
    const early = createPrefetch({ fetch: async () => json({}), now: () => now, maxAgeMs: 100 });
    early.send('GET', '/api/z', {}, 1000);
    now = 101;
    expect(early.take('GET', '/api/z', {})).toBeUndefined();
  });
});
