import { createPrefetch } from '@/lib/api-client';
import { fillPath, ownApi } from '@/lib/contract';
import { loginStore } from '@/lib/storage';
import { EARLY_CALLS, startVisitorEarly, visitorChatProject } from './early-start';

const where = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

/** Answers as the server does: a login, then a robot session whose id needs escaping. */
function recorder() {
  const sent: string[] = [];
  const ok = (data: unknown) => new Response(JSON.stringify({ statusCode: 200, data }));
  const prefetch = createPrefetch({
    fetch: async (url, init) => {
      sent.push(`${init?.method} ${String(url)}`);
      if (String(url).startsWith('/api/csc/login/anon')) return ok({ cube_uid: 'u', token: 't1' });
      if (String(url).startsWith('/api/csc/robot/start')) return ok({ session_id: 's 1' });
      return ok({});
    },
  });
  return { sent, prefetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the visitor start flow's first round, sent with the page", () => {
  it('makes the same calls as the session model (paths and methods of the contract)', () => {
    for (const name of Object.keys(EARLY_CALLS) as (keyof typeof EARLY_CALLS)[])
      expect(EARLY_CALLS[name], name).toEqual({
        method: ownApi[name].method,
        path: ownApi[name].path,
      });
    expect(EARLY_CALLS.sessionMessages.path.replace('{id}', encodeURIComponent('s 1/2'))).toBe(
      fillPath(ownApi.sessionMessages.path, { id: 's 1/2' }),
    );
  });

  it('knows the chat routes and their project as the root layout resolves it (SPEC §2)', () => {
    expect(visitorChatProject('/chatQueue', '?project_id=Legion')).toBe('Legion');
    expect(visitorChatProject('/chatQueue/', '')).toBe('DEFAULT_PROJECT');
    expect(visitorChatProject('/index/Yoga', '?project_id=Legion')).toBe('Yoga');
    expect(visitorChatProject('/web/chatQueue', '', '/web/')).toBe('DEFAULT_PROJECT');
    expect(visitorChatProject('/chatQueue', '', '/web/')).toBeUndefined();
    expect(visitorChatProject('/chatEngieer', '')).toBeUndefined();
    expect(visitorChatProject('/index/%E0%A4%A', '')).toBeUndefined();
  });

  it("sends a new visitor's start flow: tree and login together, then the quick entries, the robot and its messages", async () => {
    const { sent, prefetch } = recorder();
    expect(startVisitorEarly(where('/chatQueue?project_id=Legion'), '/', 'wechat', prefetch)).toBe(
      true,
    );
    expect(sent).toEqual([
      'GET /api/csc/ucenter/customer_rules?project_id=Legion',
      'POST /api/csc/login/anon?project_id=Legion',
    ]);
    await settle();
    expect(sent.slice(2)).toEqual([
      'GET /api/csc/webchat/fast_entry_list?token=t1',
      'GET /api/csc/robot/start?channel=wechat&project_id=Legion&token=t1',
      'GET /api/csc/session/c/messages/s%201?token=t1',
    ]);
  });

  it('starts no robot when the URL asks for a person (type 2 or 3)', async () => {
    const { sent, prefetch } = recorder();
    startVisitorEarly(where('/chatQueue?type=2&queue_code=NB'), '/', 'webchat', prefetch);
    await settle();
    expect(sent.map((s) => s.split('?')[0])).toEqual([
      'GET /api/csc/ucenter/customer_rules',
      'POST /api/csc/login/anon',
      'GET /api/csc/webchat/fast_entry_list',
    ]);
  });

  it('puts no token in a URL when tokens travel in a header (VITE_TOKEN_MODE=header)', async () => {
    const { sent, prefetch } = recorder();
    startVisitorEarly(where('/chatQueue'), '/', 'webchat', prefetch, 'header');
    await settle();
    expect(sent.map((s) => s.split('?')[0])).toEqual([
      'GET /api/csc/ucenter/customer_rules',
      'POST /api/csc/login/anon',
    ]);
    expect(sent.some((s) => s.includes('token='))).toBe(false);
  });

  it('sends nothing for a returning visitor, an embedded chat or another screen', () => {
    const { sent, prefetch } = recorder();
    loginStore.saveLogin({ cube_uid: 'u', token: 't' }); // the generic scope
    expect(startVisitorEarly(where('/chatQueue?project_id=Legion'), '/', 'webchat', prefetch)).toBe(
      false,
    );
    window.localStorage.clear();
    loginStore.saveLogin({ cube_uid: 'u', token: 't' }, 'Legion');
    expect(startVisitorEarly(where('/index/Legion'), '/', 'webchat', prefetch)).toBe(false);
    window.localStorage.clear();
    expect(startVisitorEarly(where('/chatQueue?isiframe=1'), '/', 'webchat', prefetch)).toBe(false);
    expect(startVisitorEarly(where('/review'), '/', 'webchat', prefetch)).toBe(false);
    expect(sent).toEqual([]);
  });
});
