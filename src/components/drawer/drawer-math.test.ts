import { DRAWER } from './constants';
import {
  clamp,
  openingSign,
  overlayOpacity,
  progressFromDrag,
  progressFromOffset,
  progressFromTranslate,
  settle,
  translatePercent,
  translateXFromMatrix,
  type SettleInput,
} from './drawer-math';

describe('drawer constants', () => {
  it('keeps SPEC §9: z-index 818, threshold 0.6, backdrop 0 to 0.4', () => {
    expect(DRAWER.zIndex).toBe(818);
    expect(DRAWER.openThreshold).toBe(0.6);
    expect(DRAWER.backdropMaxOpacity).toBe(0.4);
  });

  it('covers 0.8 of the container, flicks above 0.5 px/ms, edge 24 px, settles in 300 ms', () => {
    expect(DRAWER.widthRatio).toBe(0.8);
    expect(DRAWER.flickVelocity).toBe(0.5);
    expect(DRAWER.edgeWidthPx).toBe(24);
    expect(DRAWER.settleDurationMs).toBe(300);
  });
});

describe('clamp and progress', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [2, 1],
  ])('clamp(%d) to 0..1 is %d', (value, expected) => {
    expect(clamp(value, 0, 1)).toBe(expected);
  });

  it.each([
    [0, 300, 0],
    [150, 300, 0.5],
    [300, 300, 1],
    [450, 300, 1],
    [-20, 300, 0],
    [100, 0, 0],
  ])('offset %d of width %d is progress %d', (offset, width, expected) => {
    expect(progressFromOffset(offset, width)).toBe(expected);
  });

  it('moves towards opening to the right on the left side and to the left on the right side', () => {
    expect(openingSign('left')).toBe(1);
    expect(openingSign('right')).toBe(-1);
    expect(progressFromDrag(0, 150, 300, 'left')).toBe(0.5);
    expect(progressFromDrag(0, -150, 300, 'right')).toBe(0.5);
    expect(progressFromDrag(1, -75, 300, 'left')).toBe(0.75);
    expect(progressFromDrag(1, 75, 300, 'right')).toBe(0.75);
  });

  it('clamps a drag beyond either end', () => {
    expect(progressFromDrag(0, -50, 300, 'left')).toBe(0);
    expect(progressFromDrag(1, 500, 300, 'left')).toBe(1);
    expect(progressFromDrag(0.4, 10, 0, 'left')).toBe(0.4);
  });
});

describe('overlay opacity', () => {
  it.each([
    [0, 0],
    [0.5, 0.2],
    [1, 0.4],
    [-0.3, 0],
    [1.7, 0.4],
  ])('progress %d gives opacity %d', (progress, expected) => {
    expect(overlayOpacity(progress)).toBeCloseTo(expected, 10);
  });
});

describe('translate', () => {
  it('hides the panel off its own side', () => {
    expect(translatePercent(0, 'left')).toBe(-100);
    expect(translatePercent(0, 'right')).toBe(100);
    expect(translatePercent(1, 'left')).toBe(0);
    expect(Object.is(translatePercent(1, 'left'), -0)).toBe(false);
    expect(translatePercent(0.25, 'right')).toBe(75);
  });

  it('reads the x translation of computed matrices', () => {
    expect(translateXFromMatrix('matrix(1, 0, 0, 1, -120.5, 0)')).toBe(-120.5);
    expect(translateXFromMatrix('matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,64,0,0,1)')).toBe(64);
    expect(translateXFromMatrix('none')).toBeNull();
    expect(translateXFromMatrix('')).toBeNull();
  });

  it('turns a translation back into progress on either side', () => {
    expect(progressFromTranslate(-75, 300)).toBe(0.75);
    expect(progressFromTranslate(75, 300)).toBe(0.75);
    expect(progressFromTranslate(0, 300)).toBe(1);
    expect(progressFromTranslate(-400, 300)).toBe(0);
    expect(progressFromTranslate(10, 0)).toBe(0);
  });
});

describe('settle', () => {
  const width = 300;
  const at = (input: Partial<SettleInput>): SettleInput => ({
    from: 'closed',
    offset: 0,
    width,
    velocity: 0,
    direction: 0,
    ...input,
  });

  it.each<[string, Partial<SettleInput>, 'open' | 'closed']>([
    ['opening exactly 0.6', { offset: 180 }, 'open'],
    ['opening just below 0.6', { offset: 179.9 }, 'closed'],
    ['opening just above 0.6', { offset: 180.1 }, 'open'],
    ['opening not at all', { offset: 0 }, 'closed'],
    ['opening beyond the width', { offset: 900 }, 'open'],
    ['closing exactly 0.6', { from: 'open', offset: -180 }, 'closed'],
    ['closing just below 0.6', { from: 'open', offset: -179.9 }, 'open'],
    ['closing just above 0.6', { from: 'open', offset: -180.1 }, 'closed'],
    ['closing back towards open', { from: 'open', offset: 40 }, 'open'],
  ])('%s', (_name, input, expected) => {
    expect(settle(at(input))).toBe(expected);
  });

  it.each<[string, Partial<SettleInput>, 'open' | 'closed']>([
    ['a short fast flick opens', { offset: 20, velocity: 0.51, direction: 1 }, 'open'],
    [
      'a short fast flick closes',
      { from: 'open', offset: -20, velocity: 2, direction: -1 },
      'closed',
    ],
    ['a far drag flicked back stays closed', { offset: 250, velocity: 1, direction: -1 }, 'closed'],
    [
      'a far close flicked back stays open',
      { from: 'open', offset: -250, velocity: 1, direction: 1 },
      'open',
    ],
    ['exactly 0.5 px/ms is not a flick', { offset: 20, velocity: 0.5, direction: 1 }, 'closed'],
    [
      'speed without a direction is not a flick',
      { offset: 20, velocity: 3, direction: 0 },
      'closed',
    ],
    ['a zero width never opens by distance', { offset: 20, width: 0 }, 'closed'],
  ])('%s', (_name, input, expected) => {
    expect(settle(at(input))).toBe(expected);
  });
});
