// @vitest-environment node
import { WIDGET_BUDGET, widgetSize } from '../../scripts/widget-size.mjs';

/** jsdom ships no types; this is the little of it used here. */
type Jsdom = new (
  html: string,
  options: { url: string; runScripts: 'outside-only' },
) => { window: Window & { eval(code: string): unknown; close(): void } };

describe('widget.js as built', { timeout: 60_000 }, () => {
  it('is at most 2 kB gzip', async () => {
    const { gzip } = await widgetSize();
    console.info(`widget.js: ${gzip} B gzip (budget ${WIDGET_BUDGET} B)`);
    expect(gzip).toBeLessThanOrEqual(WIDGET_BUDGET);
  });

  it('adds one global, window.webchat, and replays the snippet’s queue', async () => {
    const { code } = await widgetSize();
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: Jsdom };
    const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
      url: 'https://shop.example.com/help',
      runScripts: 'outside-only',
    });
    const { window } = dom;
    const script = window.document.createElement('script');
    script.src = 'https://chat.example.com/widget.js';
    script.dataset.project = 'Legion';
    Object.defineProperty(window.document, 'currentScript', { value: script });
    // The README's snippet, then the loader.
    window.eval(
      "window.webchat=window.webchat||function(){var a=arguments;(webchat.q=webchat.q||[]).push(a);return function(){webchat('off',a[1],a[2])}};",
    );
    window.eval("webchat('open')");
    const before = new Set(Object.keys(window));
    window.eval(code);
    // The launcher is built in a task of its own, after the host's script evaluation.
    expect(window.document.querySelector('div')).toBeNull();
    await new Promise((resolve) => window.setTimeout(resolve));
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([]);
    expect(typeof window.webchat).toBe('function');
    expect(window.webchat.q).toBeUndefined();
    const frame = window.document.querySelector('div')?.shadowRoot?.querySelector('iframe');
    expect(frame?.src).toBe(
      'https://chat.example.com/webchat?isiframe=1&project_id=Legion&lang=en',
    );
    window.close();
  });
});
