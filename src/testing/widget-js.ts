import { act } from '@testing-library/react';
import { install } from '@/embed/loader';

/**
 * widget.js in jsdom, for the host pages' tests. jsdom neither runs the script tag a page adds
 * nor makes a window for an iframe inside a shadow root (browsers do both): `runWidgetJs`
 * runs the loader for the page's script tag, and each chat frame gets the window of a
 * stand-in iframe in the light DOM, whose postMessage is recorded.
 */
const realWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')
  ?.get as (this: HTMLIFrameElement) => Window | null;

export function stubShadowFrames(): void {
  const windows = new WeakMap<HTMLIFrameElement, Window>();
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
    this: HTMLIFrameElement,
  ) {
    if (!this.isConnected) return null;
    if (this.getRootNode() === document) return realWindow.call(this);
    if (!windows.has(this)) {
      const standIn = document.createElement('iframe');
      standIn.dataset.standIn = '';
      document.head.append(standIn);
      windows.set(this, realWindow.call(standIn) as Window);
    }
    return windows.get(this) as Window;
  });
}

export interface WidgetJs {
  root: ShadowRoot;
  launcher: HTMLButtonElement;
  frame: () => HTMLIFrameElement | null;
  /** Posts from the loader to the chat frame: data and target origin. */
  posted: () => { data: unknown; target: string }[];
  /** The chat frame says something (its own window at `origin` unless told otherwise). */
  fromWidget: (data: unknown, source?: Window | null, origin?: string) => void;
}

/** Runs widget.js for the script tag the page added, as the browser would once it loaded. */
export function runWidgetJs(origin = window.location.origin): WidgetJs {
  const script = document.querySelector<HTMLScriptElement>('script[src$="widget.js"]');
  if (!script) throw new Error('the page has no widget.js script tag');
  act(() => install(window, script));
  const host = Array.from(document.body.children).find((e) => e.shadowRoot?.querySelector('.l'));
  const root = host?.shadowRoot as ShadowRoot;
  const frame = () => root.querySelector('iframe');
  const calls: { data: unknown; target: string }[] = [];
  let spied: Window | undefined;
  const spy = () => {
    const win = frame()?.contentWindow ?? undefined;
    if (!win || win === spied) return;
    spied = win;
    vi.spyOn(win, 'postMessage').mockImplementation(((data: unknown, target: string) => {
      calls.push({ data, target });
    }) as Window['postMessage']);
  };
  return {
    root,
    launcher: root.querySelector('.l') as HTMLButtonElement,
    frame,
    posted: () => {
      spy();
      return calls;
    },
    fromWidget: (data, source, from = origin) => {
      spy();
      const win = source === undefined ? (frame()?.contentWindow ?? null) : source;
      act(() =>
        window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: win })),
      );
    },
  };
}

/** Lets widget.js's listeners (each called in a task of its own) run. */
export const flushWidgetEvents = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
