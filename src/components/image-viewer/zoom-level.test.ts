import {
  clampZoom,
  doubleTapZoom,
  fitZoom,
  isZoomed,
  relativeScale,
  rotatedSize,
  stepZoom,
  wheelDeltaPx,
  wheelZoom,
  zoomBounds,
} from './zoom-level';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

describe('fitZoom', () => {
  it.each([
    [
      'a wide picture on a phone is limited by width',
      { width: 640, height: 400 },
      phone,
      0,
      390 / 640,
    ],
    [
      'a tall picture on a desktop is limited by height',
      { width: 1000, height: 2000 },
      desktop,
      0,
      0.4,
    ],
    ['a small picture is never upscaled', { width: 64, height: 64 }, desktop, 0, 1],
    ['a quarter turn swaps the sides', { width: 640, height: 400 }, phone, 90, 390 / 400],
    ['a half turn does not', { width: 640, height: 400 }, phone, 180, 390 / 640],
    ['unknown size falls back to 1', { width: 0, height: 0 }, phone, 0, 1],
  ])('%s', (_name, size, viewport, rotation, expected) => {
    expect(fitZoom(size, viewport, rotation)).toBeCloseTo(expected, 6);
  });

  it('swaps width and height for odd quarter turns, negative ones included', () => {
    expect(rotatedSize({ width: 2, height: 1 }, 270)).toEqual({ width: 1, height: 2 });
    expect(rotatedSize({ width: 2, height: 1 }, -90)).toEqual({ width: 1, height: 2 });
    expect(rotatedSize({ width: 2, height: 1 }, 360)).toEqual({ width: 2, height: 1 });
  });
});

describe('zoom bounds', () => {
  it.each([
    [0.5, 0.1, 3],
    [1, 0.2, 3],
    [4, 0.8, 4],
  ])('fit %s allows %s to %s', (fit, min, max) => {
    const bounds = zoomBounds(fit);
    expect(bounds.min).toBeCloseTo(min, 6);
    expect(bounds.max).toBe(max);
  });

  it('clamps into the bounds', () => {
    expect(clampZoom(10, 0.5)).toBe(3);
    expect(clampZoom(0.01, 0.5)).toBeCloseTo(0.1, 6);
    expect(clampZoom(1, 0.5)).toBe(1);
  });
});

describe('stepZoom (buttons, +/- keys)', () => {
  it.each([
    ['zoom in from fit', 1, 1, 1.2],
    ['zoom in twice lands exactly on 1.4', 1.2, 1, 1.4],
    ['zoom out from fit', 1, -1, 0.8],
    ['zoom out down to 0.2', 0.4, -1, 0.2],
    ['never below 0.2 from 0.3', 0.3, -1, 0.2],
    ['stops at 0.2', 0.2, -1, 0.2],
  ])('%s', (_name, scale, direction, expected) => {
    const fit = 0.5;
    const next = stepZoom(scale * fit, fit, direction as 1 | -1);
    expect(relativeScale(next, fit)).toBe(expected);
  });

  it('stops at the maximum spread zoom of 3× the picture size', () => {
    expect(stepZoom(2.9, 1, 1)).toBe(3);
    expect(stepZoom(3, 1, 1)).toBe(3);
  });
});

describe('wheelZoom', () => {
  it('changes zoom by 1.5 % per delta unit; up (negative) zooms in', () => {
    expect(wheelZoom(1, 1, -10)).toBeCloseTo(1.15, 6);
    expect(wheelZoom(1, 1, 10)).toBeCloseTo(0.85, 6);
    expect(wheelZoom(1, 1, -1)).toBeCloseTo(1.015, 6);
  });

  it('counts at most 20 units per event, so a 100 px mouse notch is a 30 % step', () => {
    expect(wheelZoom(1, 1, -100)).toBeCloseTo(1.3, 6);
    expect(wheelZoom(1, 1, 100)).toBeCloseTo(0.7, 6);
  });

  it('reads line and page deltas as pixels', () => {
    expect(wheelDeltaPx(-3, 0)).toBe(-3);
    expect(wheelDeltaPx(-3, 1)).toBe(-120);
    expect(wheelDeltaPx(1, 2)).toBe(800);
  });

  it('respects the bounds', () => {
    expect(wheelZoom(0.21, 1, 20)).toBeCloseTo(0.2, 6);
    expect(wheelZoom(2.9, 1, -20)).toBe(3);
  });
});

describe('doubleTapZoom', () => {
  it.each([
    [0.3, 1],
    [0.69, 1],
    [0.7, 1.5],
    [1, 1.5],
  ])('fit %s toggles to %s', (fit, expected) => {
    expect(doubleTapZoom(fit)).toBe(expected);
  });
});

describe('isZoomed', () => {
  it('is false at fit and true otherwise', () => {
    expect(isZoomed(0.5, 0.5)).toBe(false);
    expect(isZoomed(0.50001, 0.5)).toBe(false);
    expect(isZoomed(0.6, 0.5)).toBe(true);
    expect(isZoomed(0.4, 0.5)).toBe(true);
  });
});
