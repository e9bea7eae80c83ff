import { clampValue, progressPercent } from './progress-value';

describe('progressPercent', () => {
  it.each([
    [0, 0, 100, 0],
    [45, 0, 100, 45],
    [100, 0, 100, 100],
    [0.5, 0, 1, 50],
    [33.3, 0, 100, 33],
    [150, 0, 100, 100],
    [-5, 0, 100, 0],
    [5, 5, 5, 0],
    [Number.NaN, 0, 100, 0],
    [512, 0, 2048, 25],
  ])('%d in %d..%d -> %d%%', (value, min, max, percent) => {
    expect(progressPercent(value, min, max)).toBe(percent);
  });
});

describe('clampValue', () => {
  it.each([
    [50, 50],
    [120, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d -> %d', (value, clamped) => {
    expect(clampValue(value)).toBe(clamped);
  });
});
