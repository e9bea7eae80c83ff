import { LAYOUT, TIMING } from './timing';
import { DEFAULT_PROJECT, STORAGE_KEYS } from './storage-keys';

// Each row quotes SPEC §9 / §3; changing a constant without changing SPEC fails here.
describe('SPEC §9 timings', () => {
  it.each([
    ['chunk load', TIMING.chunkLoadTimeoutMs, 120000],
    ['login call', TIMING.loginTimeoutMs, 60000],
    ['API', TIMING.apiTimeoutMs, 20000],
    ['file upload', TIMING.uploadTimeoutMs, 60000],
    ['queue selection delay', TIMING.queueSelectionDelayMs, 500],
    ['history scroll', TIMING.historyScrollDelayMs, 300],
    ['chat restart', TIMING.chatRestartDelayMs, 1000],
    ['app HREF clear', TIMING.appHrefClearDelayMs, 10],
    ['toast', TIMING.toastDurationMs, 3000],
    ['tooltip close', TIMING.tooltipCloseDelayMs, 200],
    ['popup body-style restore', TIMING.popupBodyStyleRestoreMs, 200],
  ])('%s is %i ms', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('SPEC §9 layout constants', () => {
  it('desktop above 1024, bottom +200, toast 20/16, drawer 818/0.6/0.4, dialog 15vh', () => {
    expect(LAYOUT).toEqual({
      desktopMinWidthExclusive: 1024,
      bottomScrollSlackPx: 200,
      toastOffsetPx: 20,
      toastSpacingPx: 16,
      drawerZIndex: 818,
      drawerOpenThreshold: 0.6,
      drawerBackdropMaxOpacity: 0.4,
      dialogTopOffset: '15vh',
    });
  });
});

describe('SPEC §3 storage keys', () => {
  it('keeps the observed key names', () => {
    expect(STORAGE_KEYS.token).toBe('WEBCHAT_TOKEN');
    expect(STORAGE_KEYS.cubeUid).toBe('WEBCHAT_CUBE_UID_KEY');
    expect(STORAGE_KEYS.currentProject).toBe('CURRENT_PROJECT_KEY');
    expect(DEFAULT_PROJECT).toBe('DEFAULT_PROJECT');
  });
});
