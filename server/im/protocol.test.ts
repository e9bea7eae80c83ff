import { makeCore } from '../core/testing/fixture';
import { imSignature } from '../core';
import { LOGIN_WAIT_MS, openImConnection } from './protocol';

/** A socket that keeps what it was sent and how it was closed. */
function fakeSocket() {
  const frames: { type: string; code?: string }[] = [];
  let closed: number | undefined;
  return {
    frames,
    closed: () => closed,
    socket: {
      send: (data: string) => void frames.push(JSON.parse(data) as { type: string }),
      close: (code?: number) => void (closed = code),
    },
  };
}

describe('the IM protocol without a token in the URL (header mode, #19)', () => {
  it('names the account by the login frame, and never by a guess', async () => {
    const { core } = await makeCore({ simulate: false });
    const visitor = await core.loginAnon();
    const s = fakeSocket();
    const connection = openImConnection(core, s.socket, '');
    expect(connection.pending).toBe(true);
    expect(connection.account).toBeUndefined();
    await connection.receive(
      JSON.stringify({
        type: 'login',
        appid: 'a',
        accountType: '1',
        identifier: visitor.cubeUid,
        userSig: imSignature(visitor.token),
      }),
    );
    expect(s.frames.map((f) => f.type)).toEqual(['connected', 'login_ok']);
    expect(connection).toMatchObject({ pending: false, account: visitor.cubeUid });
    expect(connection.token).toBe(visitor.token);

    const guess = fakeSocket();
    const refused = openImConnection(core, guess.socket, '');
    await refused.receive(
      JSON.stringify({
        type: 'login',
        appid: 'a',
        accountType: '1',
        identifier: visitor.cubeUid,
        userSig: 'sig.t-guess',
      }),
    );
    expect(guess.frames.at(-1)).toMatchObject({ type: 'error', code: 'invalid_identity' });
    expect(guess.closed()).toBe(4401);
    expect(refused.account).toBeUndefined();
  });

  it(`closes a socket that has not logged in after ${LOGIN_WAIT_MS / 1000} s`, async () => {
    const { core, clock } = await makeCore({ simulate: false });
    const s = fakeSocket();
    openImConnection(core, s.socket, '');
    await clock.advance(LOGIN_WAIT_MS - 1);
    expect(s.closed()).toBeUndefined();
    await clock.advance(1);
    expect(s.closed()).toBe(4401);
    expect(s.frames.at(-1)).toMatchObject({ type: 'error', code: 'invalid_identity' });
  });

  it('refuses a socket whose URL token is no identity at once', async () => {
    const { core } = await makeCore({ simulate: false });
    const s = fakeSocket();
    const connection = openImConnection(core, s.socket, 't-nobody');
    expect(connection.pending).toBe(false);
    // Without waiting for a login frame: once the token is looked up.
    expect(await connection.opened).toBe(false);
    expect(s.closed()).toBe(4401);
  });
});
