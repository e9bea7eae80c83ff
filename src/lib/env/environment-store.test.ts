import { STORAGE_KEYS } from '../constants';
import { cookies, localStore } from '../storage';
import { initEnvironment, useEnvironment } from './environment-store';

function fakeWindow(opts: { search?: string; userAgent?: string; width?: number }): Window {
  return {
    location: { search: opts.search ?? '' },
    navigator: { userAgent: opts.userAgent ?? 'Mozilla/5.0' },
    innerWidth: opts.width ?? 390,
    matchMedia: () => ({ addEventListener: () => undefined, removeEventListener: () => undefined }),
  } as unknown as Window;
}

describe('initEnvironment (SPEC §1, §2)', () => {
  afterEach(() => {
    vi.useRealTimers();
    cookies.remove('isWechat');
  });

  it('reads embedded, desktop and channel from the page', () => {
    cookies.set('isWechat', 'true');
    initEnvironment(fakeWindow({ search: '?isiframe=1', width: 1280 }));
    expect(useEnvironment.getState()).toMatchObject({
      embedded: true,
      desktop: true,
      isApp: false,
      channel: 'wechat',
    });
  });

  it('in the app: not WeChat, and the stored HREF is cleared after 10 ms', () => {
    vi.useFakeTimers();
    localStore.setItem(STORAGE_KEYS.href, 'https://example.test/landing');
    initEnvironment(fakeWindow({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0 isapp' }));
    expect(useEnvironment.getState()).toMatchObject({
      isApp: true,
      isWechat: false,
      channel: 'webchat',
    });
    vi.advanceTimersByTime(9);
    expect(localStore.getItem(STORAGE_KEYS.href)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(localStore.getItem(STORAGE_KEYS.href)).toBeNull();
  });
});
