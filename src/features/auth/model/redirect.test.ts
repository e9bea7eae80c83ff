import { DEFAULT_AFTER_LOGIN, afterLoginTarget, projectOfTarget, safeRedirect } from './redirect';

const origin = 'https://support.example.com';

describe('safeRedirect: same-origin paths only', () => {
  it.each([
    ['/chatQueue', '/chatQueue'],
    ['/index/ThinkPad?type=2#top', '/index/ThinkPad?type=2#top'],
    ['/review/../chatQueue', '/chatQueue'],
  ])('keeps %s', (raw, expected) => {
    expect(safeRedirect(raw, origin)).toBe(expected);
  });
  it.each([
    null,
    '',
    'chatQueue',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/login',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw, origin)).toBeUndefined();
  });
});

describe('afterLoginTarget', () => {
  it('goes back to ?redirect= when it is safe', () => {
    const search = new URLSearchParams('redirect=%2Findex%2FLegion&st=x');
    expect(afterLoginTarget(search, origin)).toBe('/index/Legion');
  });
  it('else opens the chat, keeping the page options but not the login parameters', () => {
    expect(DEFAULT_AFTER_LOGIN).toBe('/chatQueue');
    const search = new URLSearchParams(
      'redirect=https://evil.example&st=abc&location=x&reason=invalid_identity&project_id=ThinkPad&isiframe=1',
    );
    expect(afterLoginTarget(search, origin)).toBe('/chatQueue?project_id=ThinkPad&isiframe=1');
    expect(afterLoginTarget(new URLSearchParams(), origin)).toBe('/chatQueue');
  });
});

describe('projectOfTarget', () => {
  it('reads the project from /index/:project or ?project_id=', () => {
    expect(projectOfTarget('/index/ThinkPad?type=2', origin)).toBe('ThinkPad');
    expect(projectOfTarget('/index/Think%20Pad', origin)).toBe('Think Pad');
    expect(projectOfTarget('/chatQueue?project_id=Legion', origin)).toBe('Legion');
    expect(projectOfTarget('/chatQueue', origin)).toBeUndefined();
    expect(projectOfTarget('/index/', origin)).toBeUndefined();
  });
});
