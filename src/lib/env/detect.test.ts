import {
  defaultChannel,
  isAppUserAgent,
  isDesktopWidth,
  isEmbedded,
  isWechatUserAgent,
  resolveProjectId,
} from './detect';

const search = (q: string) => new URLSearchParams(q);

describe('resolveProjectId (SPEC §2)', () => {
  it('prefers the route segment, then project_id, then storage, then DEFAULT_PROJECT', () => {
    expect(
      resolveProjectId({ routeProject: 'r', search: search('project_id=p'), storedProject: 's' }),
    ).toBe('r');
    expect(resolveProjectId({ search: search('project_id=p'), storedProject: 's' })).toBe('p');
    expect(resolveProjectId({ search: search(''), storedProject: 's' })).toBe('s');
    expect(resolveProjectId({ search: search(''), storedProject: null })).toBe('DEFAULT_PROJECT');
  });

  it('ignores blank values', () => {
    expect(resolveProjectId({ search: search('project_id=%20'), storedProject: '' })).toBe(
      'DEFAULT_PROJECT',
    );
  });
});

describe('isEmbedded (SPEC §2)', () => {
  it('is true only for isiframe=1', () => {
    expect(isEmbedded(search('isiframe=1'))).toBe(true);
    expect(isEmbedded(search('isiframe=0'))).toBe(false);
    expect(isEmbedded(search('isiframe=true'))).toBe(false);
    expect(isEmbedded(search(''))).toBe(false);
  });
});

describe('isDesktopWidth (SPEC §9: above 1024)', () => {
  it.each([
    [1024, false],
    [1025, true],
    [390, false],
    [1440, true],
  ])('%i px -> %s', (width, desktop) => {
    expect(isDesktopWidth(width)).toBe(desktop);
  });
});

describe('user agents (SPEC §1)', () => {
  const wechat =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.40';
  const app = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile isapp';

  it('detects the isapp token', () => {
    expect(isAppUserAgent(app)).toBe(true);
    expect(isAppUserAgent('Mozilla/5.0 isapp/2.1')).toBe(true);
    expect(isAppUserAgent('Mozilla/5.0 Chrome/120')).toBe(false);
    expect(isAppUserAgent('Mozilla/5.0 notisapplication')).toBe(false);
  });

  it('detects WeChat, but the app never counts as WeChat', () => {
    expect(isWechatUserAgent(wechat)).toBe(true);
    expect(isWechatUserAgent(`${wechat} isapp`)).toBe(false);
    expect(isWechatUserAgent(app)).toBe(false);
  });

  it('defaults the channel to webchat, wechat when the isWechat cookie is true', () => {
    expect(defaultChannel(undefined)).toBe('webchat');
    expect(defaultChannel('false')).toBe('webchat');
    expect(defaultChannel('true')).toBe('wechat');
  });
});
