import { makeCore } from '../testing/core-fixture';
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

describe('call frames (#18)', () => {
  /** A logged-in, resumed connection of the account behind `token`. */
  async function online(core: Awaited<ReturnType<typeof makeCore>>['core'], token: string) {
    const who = (await core.accountForToken(token))!;
    const s = fakeSocket();
    const connection = openImConnection(core, s.socket, token);
    await connection.receive(
      JSON.stringify({
        type: 'login',
        appid: 'a',
        accountType: '1',
        identifier: who.account,
        userSig: imSignature(token),
      }),
    );
    await connection.receive(JSON.stringify({ type: 'resume' }));
    const id = (s.frames[0] as unknown as { connectionId: string }).connectionId;
    const calls = () => s.frames.filter((f) => f.type === 'call');
    return { connection, id, calls, s };
  }

  it('relays a call step to the other party with the sending connection, and echoes the answer', async () => {
    const { core } = await makeCore({ simulate: false });
    const login = await core.loginAnon();
    const visitor = await core.visitorByToken(login.token);
    const { sessionId } = await core.selectBigQueue(visitor, 'NB', 'webchat');
    await core.accept('E1', sessionId);
    const engineer = await core.engineerLogin('e1', 'pw');
    const user = await online(core, login.token);
    const console_ = await online(core, engineer.token!);
    const step = (signal: object) =>
      JSON.stringify({ type: 'call', sessionId, callId: 'k1', signal });

    await user.connection.receive(step({ kind: 'invite', media: 'video' }));
    expect(console_.calls()).toEqual([
      {
        type: 'call',
        sessionId,
        callId: 'k1',
        from: 'user',
        connectionId: user.id,
        signal: { kind: 'invite', media: 'video' },
      },
    ]);
    await console_.connection.receive(step({ kind: 'accept', media: 'video' }));
    expect(user.calls().at(-1)).toMatchObject({ from: 'engineer', connectionId: console_.id });
    expect(console_.calls().at(-1)).toMatchObject({ echo: true, connectionId: console_.id });
  });

  it('refuses a call step before the login, and a malformed one as a bad frame', async () => {
    const { core } = await makeCore({ simulate: false });
    const login = await core.loginAnon();
    const s = fakeSocket();
    const connection = openImConnection(core, s.socket, login.token);
    const invite = {
      type: 'call',
      sessionId: 's',
      callId: 'k',
      signal: { kind: 'invite', media: 'video' },
    };
    await connection.receive(JSON.stringify(invite));
    expect(s.frames.at(-1)).toMatchObject({ type: 'error', code: 'not_logged_in' });
    await connection.receive(
      JSON.stringify({ ...invite, signal: { kind: 'invite', media: 'fax' } }),
    );
    expect(s.frames.at(-1)).toMatchObject({ type: 'error', code: 'bad_frame' });
  });
});
