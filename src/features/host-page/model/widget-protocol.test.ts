import { acceptWidgetMessage, looksLikeProtocol, widgetUrl } from './widget-protocol';

const WIDGET = 'https://chat.example.com';
const frame = {};
const widget = { window: frame, origin: WIDGET };
const ready = {
  type: 'webchat:ready',
  v: 1,
  project_id: 'DEFAULT_PROJECT',
  loggedIn: false,
  cube_uid: 'u-1',
};

describe('acceptWidgetMessage', () => {
  it('takes a valid event from the widget’s window at its exact origin', () => {
    expect(
      acceptWidgetMessage({ data: ready, origin: WIDGET, source: frame as never }, widget),
    ).toEqual({
      ok: true,
      event: ready,
    });
  });

  it.each([
    ['another origin', 'https://chat.example.com.evil.test', frame, ready, 'origin'],
    ['a sandboxed frame ("null")', 'null', {}, ready, 'origin'],
    ['another window at the widget origin', WIDGET, {}, ready, 'source'],
    ['no source', WIDGET, null, ready, 'source'],
    ['another version', WIDGET, frame, { ...ready, v: 2 }, 'shape'],
    ['an unknown type', WIDGET, frame, { type: 'webchat:eval', v: 1 }, 'shape'],
    [
      'a negative unread count',
      WIDGET,
      frame,
      { type: 'webchat:unread', v: 1, count: -1 },
      'shape',
    ],
  ])('ignores %s', (_, origin, source, data, reason) => {
    expect(acceptWidgetMessage({ data, origin, source: source as never }, widget)).toMatchObject({
      ok: false,
      reason,
      origin,
    });
  });

  it('keeps the claimed type of an ignored message for the log', () => {
    expect(
      acceptWidgetMessage({ data: ready, origin: 'null', source: {} as never }, widget),
    ).toMatchObject({ type: 'webchat:ready' });
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

describe('widgetUrl', () => {
  it('points at the embedded /webchat route under the app base, with the project', () => {
    expect(widgetUrl('/', 'Legion', 'http://localhost:3000/testsaas').href).toBe(
      'http://localhost:3000/webchat?isiframe=1&project_id=Legion',
    );
    expect(widgetUrl('/webchat/', 'P 1', 'https://a.test/webchat/test').href).toBe(
      'https://a.test/webchat/webchat?isiframe=1&project_id=P+1',
    );
  });
});
