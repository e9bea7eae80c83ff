import { VIEWER } from './constants';

describe('VIEWER constants (SPEC §9)', () => {
  it('zooms in 0.2 steps (wheel 0.015), rotates by 90°, never below 0.2, spreads to 3', () => {
    expect(VIEWER.zoomStep).toBe(0.2);
    expect(VIEWER.wheelZoomFactor).toBe(0.015);
    expect(VIEWER.rotationStepDeg).toBe(90);
    expect(VIEWER.minScale).toBe(0.2);
    expect(VIEWER.maxSpreadZoom).toBe(3);
  });

  it('detects double taps within 25 px and 300 ms, swipes past 30 px, preloads one each side', () => {
    expect(VIEWER.doubleTapRadiusPx).toBe(25);
    expect(VIEWER.doubleTapWindowMs).toBe(300);
    expect(VIEWER.swipeThresholdPx).toBe(30);
    expect(VIEWER.preload).toBe(1);
  });

  it('animates zoom and drag-close in 333 ms and slides in 250 to 400 ms', () => {
    expect(VIEWER.zoomMs).toBe(333);
    expect(VIEWER.dragCloseMs).toBe(333);
    expect(VIEWER.slideMinMs).toBe(250);
    expect(VIEWER.slideMaxMs).toBe(400);
  });

  it('hides controls after 4000 ms idle or 1000 ms after the mouse leaves; spinner after 1000 ms', () => {
    expect(VIEWER.controlsIdleMs).toBe(4000);
    expect(VIEWER.controlsMouseLeaveMs).toBe(1000);
    expect(VIEWER.loadingIndicatorDelayMs).toBe(1000);
  });

  it('has a 44 px top bar', () => {
    expect(VIEWER.topBarPx).toBe(44);
  });
});
