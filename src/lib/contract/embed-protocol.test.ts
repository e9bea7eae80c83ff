import { loginStateMessage, readyMessage, toHostCommand } from './embed-protocol';

describe('the embed protocol in the widget’s words', () => {
  it('reads a login and a send as the widget names them, other commands as they are', () => {
    expect(
      toHostCommand({ type: 'webchat:login', v: 1, token: 't', cube_uid: 'u', project_id: 'P' }),
    ).toEqual({ type: 'webchat:login', token: 't', cubeUid: 'u', projectId: 'P' });
    expect(toHostCommand({ type: 'webchat:login', v: 1, token: 't', cube_uid: 'u' })).toEqual({
      type: 'webchat:login',
      token: 't',
      cubeUid: 'u',
    });
    expect(
      toHostCommand({
        type: 'webchat:send',
        v: 1,
        text: '你好',
        user: { name: '李', cube_uid: 'u' },
      }),
    ).toEqual({ type: 'webchat:send', text: '你好', user: { name: '李', cubeUid: 'u' } });
    expect(toHostCommand({ type: 'webchat:send', v: 1, text: '你好' })).toEqual({
      type: 'webchat:send',
      text: '你好',
    });
    const locale = { type: 'webchat:locale', v: 1, locale: 'en' } as const;
    expect(toHostCommand(locale)).toBe(locale);
  });

  it('tells the host who the visitor is in the protocol’s fields', () => {
    const identity = { loggedIn: true, cubeUid: 'u' };
    expect(readyMessage('P', identity)).toEqual({
      type: 'webchat:ready',
      project_id: 'P',
      loggedIn: true,
      cube_uid: 'u',
    });
    expect(loginStateMessage({ loggedIn: false, cubeUid: null })).toEqual({
      type: 'webchat:login-state',
      loggedIn: false,
      cube_uid: null,
    });
  });
});
