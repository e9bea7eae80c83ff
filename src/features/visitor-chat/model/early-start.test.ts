import { createPrefetch } from '@/lib/api-client';
import { ownApi } from '@/lib/contract';
import { loginStore } from '@/lib/storage';
import { EARLY_CALLS, startVisitorEarly, visitorChatProject } from './early-start';

const where = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

function recorder() {
  const sent: string[] = [];
  const prefetch = createPrefetch({
    fetch: async (url, init) => {
      sent.push(`${init?.method} ${String(url)}`);
      return new Response('{}');
    },
  });
  return { sent, prefetch };
}

describe("the visitor start flow's first round, sent with the page", () => {
  it('makes the same calls as the session model (paths and methods of the contract)', () => {
    expect(EARLY_CALLS.customerRules).toEqual({
      method: ownApi.customerRules.method,
      path: ownApi.customerRules.path,
    });
    expect(EARLY_CALLS.loginAnon).toEqual({
      method: ownApi.loginAnon.method,
      path: ownApi.loginAnon.path,
    });
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

  it('sends the permission tree and the anonymous login for a new visitor of the chat', () => {
    const { sent, prefetch } = recorder();
    expect(startVisitorEarly(where('/chatQueue?project_id=Legion'), '/', prefetch)).toBe(true);
    expect(sent).toEqual([
      'GET /api/csc/ucenter/customer_rules?project_id=Legion',
      'POST /api/csc/login/anon?project_id=Legion',
    ]);
  });

  it('sends nothing for a returning visitor, an embedded chat or another screen', () => {
    const { sent, prefetch } = recorder();
    loginStore.saveLogin({ cube_uid: 'u', token: 't' }); // the generic scope
    expect(startVisitorEarly(where('/chatQueue?project_id=Legion'), '/', prefetch)).toBe(false);
    window.localStorage.clear();
    loginStore.saveLogin({ cube_uid: 'u', token: 't' }, 'Legion');
    expect(startVisitorEarly(where('/index/Legion'), '/', prefetch)).toBe(false);
    window.localStorage.clear();
    expect(startVisitorEarly(where('/chatQueue?isiframe=1'), '/', prefetch)).toBe(false);
    expect(startVisitorEarly(where('/review'), '/', prefetch)).toBe(false);
    expect(sent).toEqual([]);
  });
});
