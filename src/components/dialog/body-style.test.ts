import { TIMING } from '@/lib/constants';
import { holdBodyStyle } from './body-style';

const body = () => document.body.style;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.removeAttribute('style');
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  document.body.removeAttribute('style');
});

describe('holdBodyStyle', () => {
  it('puts the body style back SPEC §9 200 ms after release', () => {
    expect(TIMING.popupBodyStyleRestoreMs).toBe(200);
    body().overflow = 'auto';
    const release = holdBodyStyle();
    body().overflow = 'hidden';
    body().pointerEvents = 'none';
    body().paddingRight = '15px';
    release();
    vi.advanceTimersByTime(199);
    expect(body().pointerEvents).toBe('none');
    vi.advanceTimersByTime(1);
    expect(body().overflow).toBe('auto');
    expect(body().pointerEvents).toBe('');
    expect(body().paddingRight).toBe('');
  });

  it('keeps !important where the page had it', () => {
    body().setProperty('overflow', 'scroll', 'important');
    const release = holdBodyStyle();
    body().overflow = 'hidden';
    release();
    vi.advanceTimersByTime(200);
    expect(body().getPropertyValue('overflow')).toBe('scroll');
    expect(body().getPropertyPriority('overflow')).toBe('important');
  });

  it('waits for the last of several dialogs', () => {
    const first = holdBodyStyle();
    const second = holdBodyStyle();
    body().pointerEvents = 'none';
    first();
    vi.advanceTimersByTime(500);
    expect(body().pointerEvents).toBe('none');
    second();
    vi.advanceTimersByTime(200);
    expect(body().pointerEvents).toBe('');
  });

  it('keeps the first snapshot when a dialog reopens within the window', () => {
    const release = holdBodyStyle();
    body().pointerEvents = 'none';
    release();
    vi.advanceTimersByTime(100);
    const again = holdBodyStyle();
    vi.advanceTimersByTime(500);
    expect(body().pointerEvents).toBe('none');
    again();
    vi.advanceTimersByTime(200);
    expect(body().pointerEvents).toBe('');
  });

  it('ignores a second release', () => {
    const outer = holdBodyStyle();
    const inner = holdBodyStyle();
    inner();
    inner();
    body().pointerEvents = 'none';
    vi.advanceTimersByTime(500);
    expect(body().pointerEvents).toBe('none');
    outer();
    vi.advanceTimersByTime(200);
    expect(body().pointerEvents).toBe('');
  });

  it('never restores pointer-events: none left by a closing drawer (the page would stay dead)', () => {
    body().pointerEvents = 'none'; // the drawer is still closing when the alert opens from it
    body().overflow = 'hidden';
    const release = holdBodyStyle();
    body().pointerEvents = '';
    release();
    vi.advanceTimersByTime(200);
    expect(body().pointerEvents).toBe('');
    expect(body().overflow).toBe('hidden');
  });
});
