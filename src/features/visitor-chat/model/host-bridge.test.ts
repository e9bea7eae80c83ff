import { EMBED_PROTOCOL_VERSION, parseHostMessage } from '@/lib/contract';
import { createMemoryStore } from '@/lib/storage';
import {
  acceptHostMessage,
  connectHostBridge,
  createHostLoginStore,
  embedAllowList,
  isAllowedOrigin,
  newArrivals,
  normalizeOrigin,
  parseOriginList,
  resolveParentOrigin,
  servedEmbedOrigins,
} from './host-bridge';

const HOST = 'https://support.example.com';
const allow = [HOST];

describe('origins', () => {
  it('normalizes http(s) URLs to their origin and refuses anything else', () => {
    expect(normalizeOrigin('https://support.example.com/help?x=1')).toBe(HOST);
    expect(normalizeOrigin('http://127.0.0.1:6100')).toBe('http://127.0.0.1:6100');
    expect(normalizeOrigin('https://*.example.com')).toBeUndefined();
    expect(normalizeOrigin('*')).toBeUndefined();
    expect(normalizeOrigin('null')).toBeUndefined();
    expect(normalizeOrigin('javascript:alert(1)')).toBeUndefined();
    expect(normalizeOrigin('data:text/html,hi')).toBeUndefined();
    expect(normalizeOrigin('')).toBeUndefined();
  });

  it('parses a comma or space separated allow-list, dropping bad entries and duplicates', () => {
    expect(parseOriginList(`${HOST}, https://shop.example.com/  * ${HOST} nonsense`)).toEqual([
      HOST,
      'https://shop.example.com',
    ]);
    expect(parseOriginList(undefined)).toEqual([]);
  });

  it('trusts VITE_EMBED_ORIGINS plus the widget’s own origin', () => {
    expect(embedAllowList(HOST, 'http://localhost:3000')).toEqual([HOST, 'http://localhost:3000']);
    expect(embedAllowList(undefined, 'http://localhost:3000')).toEqual(['http://localhost:3000']);
  });

  it('trusts the server’s EMBED_ORIGINS, read at run time from the page it served', () => {
    const meta = document.createElement('meta');
    meta.name = 'webchat-embed-origins';
    meta.content = 'https://shop.example.com https://b.example.com';
    document.head.append(meta);
    try {
      expect(servedEmbedOrigins()).toBe('https://shop.example.com https://b.example.com');
      expect(embedAllowList(HOST, 'http://localhost:3000')).toEqual([
        'https://shop.example.com',
        'https://b.example.com',
        HOST,
        'http://localhost:3000',
      ]);
    } finally {
      meta.remove();
    }
    expect(servedEmbedOrigins()).toBe('');
  });

  it('matches exactly: no prefix, subdomain, port or scheme variants, never "null"', () => {
    expect(isAllowedOrigin(HOST, allow)).toBe(true);
    expect(isAllowedOrigin('https://support.example.com.evil.test', allow)).toBe(false);
    expect(isAllowedOrigin('https://evil.support.example.com', allow)).toBe(false);
    expect(isAllowedOrigin('https://support.example.com:8443', allow)).toBe(false);
    expect(isAllowedOrigin('http://support.example.com', allow)).toBe(false);
    expect(isAllowedOrigin('null', [...allow, 'null'])).toBe(false);
  });

  it('takes the parent origin from ancestorOrigins when the browser has it, else the referrer', () => {
    expect(resolveParentOrigin({ ancestorOrigins: [HOST], referrer: '', allow })).toBe(HOST);
    // ancestorOrigins is authoritative: a referrer cannot override it.
    expect(
      resolveParentOrigin({ ancestorOrigins: ['https://evil.test'], referrer: HOST, allow }),
    ).toBeUndefined();
    expect(resolveParentOrigin({ referrer: `${HOST}/page`, allow })).toBe(HOST);
    expect(resolveParentOrigin({ referrer: 'https://evil.test/', allow })).toBeUndefined();
    expect(resolveParentOrigin({ referrer: '', allow })).toBeUndefined();
  });
});

describe('host messages (protocol v1)', () => {
  const send = { type: 'webchat:send', v: 1, text: '  你好  ', user: { name: '张先生' } };

  it('parses the commands, trimming text', () => {
    expect(parseHostMessage(send)).toEqual({ ...send, text: '你好' });
    expect(
      parseHostMessage({ type: 'webchat:login', v: 1, token: 't', cube_uid: 'u', project_id: 'P' }),
    ).toMatchObject({ type: 'webchat:login', token: 't', cube_uid: 'u', project_id: 'P' });
    expect(parseHostMessage({ type: 'webchat:logout', v: 1 })).toEqual({
      type: 'webchat:logout',
      v: 1,
    });
    expect(parseHostMessage({ type: 'webchat:visibility', v: 1, visible: true })).toBeDefined();
    const identify = {
      type: 'webchat:identify',
      v: 1,
      userId: '42',
      name: ' 李女士 ',
      email: 'li@example.com',
      userHash: 'f00d',
    };
    expect(parseHostMessage(identify)).toEqual({ ...identify, name: '李女士' });
    expect(parseHostMessage({ type: 'webchat:identify', v: 1 })).toBeDefined();
    expect(parseHostMessage({ type: 'webchat:locale', v: 1, locale: 'en' })).toBeDefined();
  });

  it.each([
    ['an unknown type', { type: 'webchat:eval', v: 1, code: 'x' }],
    ['another version', { ...send, v: 2 }],
    ['no version', { type: 'webchat:logout' }],
    ['blank text', { ...send, text: '   ' }],
    ['text too long', { ...send, text: 'x'.repeat(2001) }],
    ['a login without token', { type: 'webchat:login', v: 1, cube_uid: 'u' }],
    ['an identity with a name too long', { type: 'webchat:identify', v: 1, name: 'x'.repeat(41) }],
    ['a userHash that is not a string', { type: 'webchat:identify', v: 1, userHash: 42 }],
    ['a language it does not have', { type: 'webchat:locale', v: 1, locale: 'fr' }],
    ['a string', JSON.stringify(send)],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(parseHostMessage(data)).toBeUndefined();
  });

  it('drops fields it does not know', () => {
    expect(parseHostMessage({ ...send, html: '<img onerror=x>' })).not.toHaveProperty('html');
  });
});

describe('acceptHostMessage', () => {
  const parent = {};
  const data = { type: 'webchat:logout', v: EMBED_PROTOCOL_VERSION };
  const trust = { parent, allow, parentOrigin: HOST };

  it('accepts the parent window at its allowed origin', () => {
    expect(acceptHostMessage({ data, origin: HOST, source: parent as never }, trust)).toEqual(data);
  });

  it('ignores other windows, other origins and a sandboxed ("null") origin', () => {
    const other = {} as never;
    expect(acceptHostMessage({ data, origin: HOST, source: other }, trust)).toBeUndefined();
    expect(acceptHostMessage({ data, origin: HOST, source: null }, trust)).toBeUndefined();
    expect(
      acceptHostMessage({ data, origin: 'https://evil.test', source: parent as never }, trust),
    ).toBeUndefined();
    expect(
      acceptHostMessage({ data, origin: 'null', source: parent as never }, trust),
    ).toBeUndefined();
  });

  it('once the parent origin is known, another allowed origin is refused too', () => {
    const two = { parent, allow: [HOST, 'https://b.example.com'], parentOrigin: HOST };
    const event = { data, origin: 'https://b.example.com', source: parent as never };
    expect(acceptHostMessage(event, two)).toBeUndefined();
    expect(acceptHostMessage(event, { ...two, parentOrigin: undefined })).toEqual(data);
  });
});

describe('newArrivals', () => {
  const m = (id: string) => ({ id });

  it('is nothing on a first load (history)', () => {
    expect(newArrivals(new Set(), [m('a'), m('b')])).toEqual([]);
  });

  it('is what came after the seen messages (also above own rows still waiting), not prepended history', () => {
    const seen = new Set(['a', 'b', 'c']);
    expect(newArrivals(seen, [m('a'), m('b'), m('c'), m('d'), m('e')])).toEqual([m('d'), m('e')]);
    expect(newArrivals(seen, [m('a'), m('b'), m('d'), m('c')])).toEqual([m('d')]);
    expect(newArrivals(seen, [m('a'), m('b'), m('c')])).toEqual([]);
    expect(newArrivals(new Set(['c']), [m('a'), m('b'), m('c')])).toEqual([]);
    expect(newArrivals(new Set(), [m('a')])).toEqual([]);
  });
});

describe('connectHostBridge', () => {
  it('posts to the exact parent origin with the version, and only once that origin is known', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const parent = frame.contentWindow as Window;
    const postMessage = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
    const onCommand = vi.fn();
    const origin = window.location.origin;
    const bridge = connectHostBridge({ win: window, parent, allow: [origin], onCommand });

    expect(bridge.post({ type: 'webchat:close' })).toBe(false);
    const data = { type: 'webchat:logout', v: 1 };
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: parent }));
    expect(onCommand).toHaveBeenCalledWith(data);
    expect(bridge.post({ type: 'webchat:close' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'webchat:close', v: 1 }, origin);

    bridge.dispose();
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: parent }));
    expect(onCommand).toHaveBeenCalledTimes(1);
    frame.remove();
  });
});

describe('host login store', () => {
  it('remembers the host’s visitor per project, and forgets it on logout', () => {
    const store = createMemoryStore();
    const logins = createHostLoginStore(store);
    logins.set('Legion', 'demo-visitor');
    expect(logins.get('Legion')).toBe('demo-visitor');
    expect(logins.get('ThinkPad')).toBeUndefined();
    logins.set('Legion', undefined);
    expect(logins.get('Legion')).toBeUndefined();
  });

  it('survives a corrupt value', () => {
    const store = createMemoryStore();
    store.setItem('WEBCHAT_HOST_LOGIN', '{oops');
    expect(createHostLoginStore(store).get('Legion')).toBeUndefined();
  });
});
