// Loopback clients of the reference server for bench/server.mjs: the contract's calls over
// undici's connection pool (JSON envelopes, ?token=) and IM sockets speaking the contract's
// frames over `ws`. The pool, not fetch: fetch's web streams cost the bench process more CPU per
// call than the server spends answering it, and on two cores the bench must leave the server one.
import { Pool } from 'undici';
import WebSocket from 'ws';

/** Calls the server's own API; a non-200 statusCode is an error, as the app treats it. */
export function apiClient(baseUrl) {
  const pool = new Pool(baseUrl, { connections: 128 });
  return async function call(method, path, { token, body } = {}) {
    const url = new URL(path, baseUrl);
    if (token) url.searchParams.set('token', token);
    const response = await pool.request({
      method,
      path: url.pathname + url.search,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.body.json().catch(() => undefined);
    if (response.statusCode !== 200 || json?.statusCode !== 200)
      throw new Error(
        `${method} ${path}: HTTP ${response.statusCode} ${json?.message?.info ?? ''}`,
      );
    return json.data;
  };
}

/**
 * Opens /chat with the token, logs in as `identifier` and resolves with the socket once the
 * server says login_ok. Every later frame goes to `onFrame` (raw text: parsing 10,000 sockets'
 * frames is the listener's choice).
 */
export function openSocket(wsBase, token, identifier, onFrame = () => undefined) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/chat?token=${encodeURIComponent(token)}&version=hippo`, {
      perMessageDeflate: false,
    });
    let open = false;
    const fail = (error) => {
      clearTimeout(timer);
      if (!open) reject(error);
    };
    const timer = setTimeout(() => {
      ws.terminate();
      fail(new Error('socket login timed out after 30 s'));
    }, 30_000);
    ws.on('message', (data) => {
      const text = data.toString();
      if (open) return onFrame(text);
      const frame = JSON.parse(text);
      if (frame.type === 'connected') {
        const login = { type: 'login', appid: 'bench', accountType: '1', identifier };
        ws.send(JSON.stringify({ ...login, userSig: `sig.${token}` }));
      } else if (frame.type === 'login_ok') {
        open = true;
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === 'error') {
        fail(new Error(`socket refused: ${frame.code}`));
      }
    });
    ws.on('error', fail);
    ws.on('close', (code) => fail(new Error(`socket closed (${code}) before login_ok`)));
  });
}

/**
 * Runs task(0..count-1) with at most `concurrency` at once. Stops at `deadline` (epoch ms) or
 * after 20 failures; returns how many finished and the first errors.
 */
export async function inPool(count, concurrency, task, deadline) {
  let next = 0;
  let done = 0;
  const errors = [];
  const worker = async () => {
    while (next < count && Date.now() < deadline && errors.length < 20) {
      const index = next++;
      try {
        await task(index);
        done += 1;
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { done, errors, timedOut: done + errors.length < count && Date.now() >= deadline };
}
