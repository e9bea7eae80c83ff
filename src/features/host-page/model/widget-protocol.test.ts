import { embedSnippet, ignoredReason, looksLikeProtocol, widgetScriptUrl } from './widget-protocol';

const WIDGET = 'https://chat.example.com';
const frame = {};
const widget = { window: frame, origin: WIDGET };

describe('ignoredReason', () => {
  it('is nothing for the widget’s own window at its exact origin', () => {
    expect(ignoredReason({ origin: WIDGET, source: frame as never }, widget)).toBeUndefined();
  });

  it.each([
    ['another origin', 'https://chat.example.com.evil.test', frame, 'origin'],
    ['a sandboxed frame ("null")', 'null', {}, 'origin'],
    ['another window at the widget origin', WIDGET, {}, 'source'],
    ['no source', WIDGET, null, 'source'],
  ])('names %s', (_, origin, source, reason) => {
    expect(ignoredReason({ origin, source: source as never }, widget)).toBe(reason);
  });
});

describe('looksLikeProtocol', () => {
  it('is true only for a webchat: type', () => {
    expect(looksLikeProtocol({ type: 'webchat:close' })).toBe(true);
    expect(looksLikeProtocol({ type: 'react-devtools' })).toBe(false);
    expect(looksLikeProtocol('webchat:close')).toBe(false);
    expect(looksLikeProtocol(null)).toBe(false);
  });
});

describe('widget.js and its snippet', () => {
  it('is beside the app under its base path', () => {
    expect(widgetScriptUrl('/', 'http://localhost:3000/testsaas').href).toBe(
      'http://localhost:3000/widget.js',
    );
    expect(widgetScriptUrl('/webchat/', 'https://a.test/webchat/test').href).toBe(
      'https://a.test/webchat/widget.js',
    );
  });

  it('is the README snippet for a project', () => {
    expect(embedSnippet('https://a.test/widget.js', 'Legion')).toBe(
      `<script>window.webchat=window.webchat||function(){var a=arguments;(webchat.q=webchat.q||[]).push(a);return function(){webchat('off',a[1],a[2])}};</script>\n` +
        `<script async src="https://a.test/widget.js" data-project="Legion"></script>`,
    );
  });
});
