import { stubShadowFrames } from '@/testing/widget-js';
import { install, STATE_KEY } from './loader';
import type { Webchat } from './widget';

const CHAT = 'https://chat.example.com';
/** The README's snippet: queues calls, and `on` hands back an unsubscribe that queues 'off'. */
const SNIPPET = `window.webchat=window.webchat||function(){var a=arguments;(webchat.q=webchat.q||[]).push(a);return function(){webchat('off',a[1],a[2])}};`;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// jsdom makes no window for an iframe inside a shadow root (browsers do): each chat frame gets
// the window of a stand-in iframe in the light DOM.
beforeEach(stubShadowFrames);

/** A page of the host site: the snippet, calls made before the script arrived, then widget.js. */
function loadPage(before: (webchat: Webchat) => void = () => undefined) {
  document.querySelectorAll('body > div').forEach((element) => element.remove());
  delete (window as Partial<Window>).webchat;
  new Function(SNIPPET)();
  before(window.webchat);
  const script = document.createElement('script');
  script.src = `${CHAT}/app/widget.js`;
  script.dataset.project = 'Legion';
  install(window, script);
  const root = (document.body.lastElementChild as HTMLElement).shadowRoot as ShadowRoot;
  const launcher = root.querySelector('.l') as HTMLButtonElement;
  const frame = () => root.querySelector('iframe');
  /** What the loader posted to the frame, with the target origin of each post. */
  let posted: { data: unknown; target: string }[] = [];
  let spied = false;
  const spy = () => {
    const win = frame()?.contentWindow;
    if (!win || spied) return;
    spied = true;
    vi.spyOn(win, 'postMessage').mockImplementation(((data: unknown, target: string) => {
      posted.push({ data, target });
    }) as Window['postMessage']);
  };
  /** The frame says something (from its own window at the chat's origin unless told). */
  const fromFrame = (data: unknown, source?: Window | null, origin = CHAT) => {
    spy();
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: source === undefined ? (frame()?.contentWindow ?? null) : source,
      }),
    );
  };
  const ready = () =>
    fromFrame({
      type: 'webchat:ready',
      v: 1,
      project_id: 'Legion',
      loggedIn: false,
      cube_uid: 'u',
    });
  const sent = () => {
    spy();
    return posted.map((p) => p.data);
  };
  const targets = () => posted.map((p) => p.target);
  const clear = () => (posted = []);
  return { root, launcher, frame, fromFrame, ready, sent, targets, clear, spy };
}

afterEach(() => {
  document.querySelectorAll('body > div, [data-stand-in]').forEach((element) => element.remove());
  document.documentElement.lang = '';
});

describe('widget.js loader', () => {
  it('shows a labelled launcher and makes no frame until the chat is opened', () => {
    const page = loadPage();
    expect(page.launcher).toHaveAttribute('aria-label', '打开在线客服');
    expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
    expect(page.frame()).toBeNull();
    page.launcher.click();
    expect(page.frame()?.src).toBe(`${CHAT}/app/webchat?isiframe=1&project_id=Legion&lang=zh-CN`);
    expect(page.frame()?.title).toBe('在线客服');
    // A cross-origin frame may use the microphone and camera only when allowed: voice notes, calls.
    expect(page.frame()?.allow.split(';')).toEqual(
      expect.arrayContaining(['microphone', 'camera', 'clipboard-write']),
    );
    expect(page.launcher).toHaveAttribute('aria-label', '关闭在线客服');
    expect(page.launcher).toHaveAttribute('aria-expanded', 'true');
  });

  it('replays the calls queued before it loaded, and holds commands until the frame is ready', async () => {
    const heard: unknown[] = [];
    const page = loadPage((webchat) => {
      webchat('on', 'open', () => heard.push('open'));
      webchat('identify', { userId: '42', name: '李女士', email: 'li@example.com' });
      webchat('send', '电脑开不了机');
    });
    // 'send' opened the chat (and so made the frame); nothing is posted before ready.
    expect(page.launcher).toHaveAttribute('aria-expanded', 'true');
    expect(page.sent()).toEqual([]);
    page.ready();
    expect(page.sent()).toEqual([
      { type: 'webchat:identify', v: 1, userId: '42', name: '李女士', email: 'li@example.com' },
      { type: 'webchat:visibility', v: 1, visible: true },
      { type: 'webchat:send', v: 1, text: '电脑开不了机' },
    ]);
    // Every post names the frame's exact origin, never '*'.
    expect(page.targets().every((target) => target === CHAT)).toBe(true);
    page.launcher.click();
    expect(page.sent().at(-1)).toEqual({ type: 'webchat:visibility', v: 1, visible: false });
    await tick();
    expect(heard).toEqual(['open']);
  });

  it('ignores messages from another origin or another window, and forged ones', async () => {
    const page = loadPage();
    const unread = vi.fn();
    window.webchat('on', 'unread', unread);
    page.launcher.click();
    page.launcher.click();
    const other = document.createElement('iframe');
    document.body.append(other);
    const forged = { type: 'webchat:unread', v: 1, count: 9 };
    page.fromFrame(forged, undefined, 'https://evil.example.com');
    page.fromFrame(forged, undefined, 'null');
    page.fromFrame(forged, other.contentWindow);
    page.fromFrame(forged, null);
    page.fromFrame({ ...forged, v: 2 });
    page.fromFrame({ type: 'webchat:close', v: 1 }, other.contentWindow);
    await tick();
    expect(unread).not.toHaveBeenCalled();
    expect(page.launcher).toHaveAttribute('aria-label', '打开在线客服');
    // The same message from the frame's window at the chat's origin counts.
    page.fromFrame(forged);
    await tick();
    expect(unread).toHaveBeenCalledWith(9);
    other.remove();
  });

  it('shows the unread count on the launcher while closed, and tells listeners', async () => {
    const page = loadPage();
    const messages = vi.fn();
    window.webchat('on', 'message', messages);
    window.webchat('open');
    page.ready();
    window.webchat('close');
    const reply = {
      type: 'webchat:message',
      v: 1,
      id: 'm1',
      client_type: 'robot',
      author: '小威',
      message_type: 'Text',
      text: '您好',
    };
    page.fromFrame(reply);
    page.fromFrame({ type: 'webchat:unread', v: 1, count: 3 });
    const badge = page.root.querySelector('.b') as HTMLElement;
    expect(badge.hidden).toBe(false);
    expect(badge.textContent).toBe('3');
    expect(page.launcher).toHaveAttribute('aria-label', '打开在线客服，3 条未读消息');
    await tick();
    expect(messages).toHaveBeenCalledWith(reply);
    // Opened, the badge goes (the chat then reports 0).
    page.launcher.click();
    expect(badge.hidden).toBe(true);
  });

  it('on returns an unsubscribe function, before and after the script has loaded', async () => {
    const early = vi.fn();
    let stopEarly: () => void = () => undefined;
    const page = loadPage((webchat) => {
      stopEarly = webchat('on', 'open', early);
    });
    const late = vi.fn();
    const stopLate = window.webchat('on', 'open', late);
    window.webchat('toggle');
    await tick();
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
    stopEarly();
    stopLate();
    window.webchat('toggle');
    window.webchat('toggle');
    await tick();
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(1);
    expect(page.launcher).toHaveAttribute('aria-expanded', 'true');
  });

  it('a listener that throws does not stop the others (its error is reported on its own)', () => {
    vi.useFakeTimers();
    try {
      const page = loadPage();
      const after = vi.fn();
      window.webchat('on', 'open', () => {
        throw new Error('host bug');
      });
      window.webchat('on', 'open', after);
      window.webchat('open');
      expect(page.launcher).toHaveAttribute('aria-expanded', 'true');
      expect(() => vi.runAllTimers()).toThrow('host bug');
      vi.runAllTimers();
      expect(after).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on Escape and when the chat asks, giving focus back to the launcher', () => {
    const page = loadPage();
    page.launcher.focus();
    page.launcher.click();
    expect(page.root.activeElement).toBe(page.frame());
    page
      .frame()
      ?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
      );
    expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
    expect(page.root.activeElement).toBe(page.launcher);

    page.launcher.click();
    page.fromFrame({ type: 'webchat:close', v: 1 });
    expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
    expect(page.root.activeElement).toBe(page.launcher);

    // The panel's own close button.
    page.launcher.click();
    (page.root.querySelector('.x') as HTMLButtonElement).click();
    expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not take focus from the page when the host closes it', () => {
    const page = loadPage();
    const input = document.createElement('input');
    document.body.append(input);
    window.webchat('open');
    input.focus();
    window.webchat('close');
    expect(document.activeElement).toBe(input);
    expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
    input.remove();
  });

  it('remembers open and closed across the site’s pages (this tab)', () => {
    let page = loadPage();
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    page.launcher.click();
    expect(sessionStorage.getItem(STATE_KEY)).toBe('1');
    // Next page: opens again at once, without taking focus.
    page = loadPage();
    expect(page.launcher).toHaveAttribute('aria-expanded', 'true');
    expect(page.frame()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    page.launcher.click();
    expect(sessionStorage.getItem(STATE_KEY)).toBe('0');
    // Closed but used: stays closed; the frame comes on idle, to keep counting unread messages.
    vi.useFakeTimers();
    try {
      page = loadPage();
      expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
      expect(page.frame()).toBeNull();
      vi.runAllTimers();
      expect(page.frame()).not.toBeNull();
      expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('works when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const page = loadPage();
    page.launcher.click();
    expect(page.launcher).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts loading the frame when the visitor points at the launcher', () => {
    vi.useFakeTimers();
    try {
      const page = loadPage();
      page.launcher.dispatchEvent(new Event('pointerenter'));
      expect(page.frame()).toBeNull();
      vi.runAllTimers();
      expect(page.frame()).not.toBeNull();
      expect(page.launcher).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks English on an English page or when told, and tells the chat', () => {
    document.documentElement.lang = 'en-GB';
    let page = loadPage();
    expect(page.launcher).toHaveAttribute('aria-label', 'Open chat');
    document.documentElement.lang = 'zh-CN';
    page = loadPage((webchat) => webchat('locale', 'en'));
    expect(page.launcher).toHaveAttribute('aria-label', 'Open chat');
    page.launcher.click();
    expect(page.frame()?.src).toContain('lang=en');
    expect(page.root.querySelector('span')?.textContent).toBe('Support');
    page.ready();
    page.clear();
    window.webchat('locale', 'zh-CN');
    expect(page.launcher).toHaveAttribute('aria-label', '关闭在线客服');
    expect(page.sent()).toEqual([{ type: 'webchat:locale', v: 1, locale: 'zh-CN' }]);
  });

  it('passes login and logout through, in order with the rest', () => {
    const page = loadPage((webchat) => {
      webchat('open');
      webchat('login', { token: 't', cube_uid: 'demo-visitor' });
      webchat('logout');
    });
    page.ready();
    expect(page.sent()).toEqual([
      { type: 'webchat:visibility', v: 1, visible: true },
      { type: 'webchat:login', v: 1, token: 't', cube_uid: 'demo-visitor' },
      { type: 'webchat:logout', v: 1 },
    ]);
  });

  it('a second copy of the script does nothing', () => {
    loadPage();
    const first = window.webchat;
    const script = document.createElement('script');
    script.src = `${CHAT}/widget.js`;
    install(window, script);
    expect(window.webchat).toBe(first);
    expect(document.querySelectorAll('body > div')).toHaveLength(1);
  });
});
