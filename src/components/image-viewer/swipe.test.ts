import { decideSwipe, dragCloseOpacity, shouldCloseOnDrag, slideIndices } from './swipe';

describe('decideSwipe', () => {
  const middle = { index: 2, count: 5 };
  it.each([
    ['31 px left goes to the next picture', -31, 0, 1],
    ['31 px right goes to the previous picture', 31, 0, -1],
    ['exactly 30 px stays', -30, 0, 0],
    ['a slow 10 px drag stays', -10, -0.1, 0],
    ['a 10 px flick left moves on', -10, -0.5, 1],
    ['a flick against the drag stays', -10, 0.5, 0],
    ['no movement, no swipe', 0, 1, 0],
  ])('%s', (_name, movement, velocity, expected) => {
    expect(decideSwipe({ movement, velocity, ...middle })).toBe(expected);
  });

  it('stays at the ends of the gallery', () => {
    expect(decideSwipe({ movement: 100, velocity: 0, index: 0, count: 5 })).toBe(0);
    expect(decideSwipe({ movement: -100, velocity: 0, index: 4, count: 5 })).toBe(0);
    expect(decideSwipe({ movement: -100, velocity: 0, index: 0, count: 1 })).toBe(0);
  });
});

describe('vertical drag to close', () => {
  it('fades the backdrop out over half a screen', () => {
    expect(dragCloseOpacity(0, 800)).toBe(1);
    expect(dragCloseOpacity(100, 800)).toBe(0.75);
    expect(dragCloseOpacity(-200, 800)).toBe(0.5);
    expect(dragCloseOpacity(600, 800)).toBe(0);
  });

  it.each([
    ['a short slow drag springs back', 50, 0.1, false],
    ['exactly the range springs back', 100, 0, false],
    ['past the range closes', 101, 0, true],
    ['upwards past the range closes', -120, 0, true],
    ['a flick away closes', 40, 0.6, true],
    ['a flick back towards the centre does not', 40, -0.6, false],
    ['a tiny flick does not', 20, 0.6, false],
  ])('%s', (_name, movement, velocity, expected) => {
    expect(shouldCloseOnDrag(movement, velocity, 800)).toBe(expected);
  });
});

describe('slideIndices', () => {
  it('keeps one picture on each side in the DOM', () => {
    expect(slideIndices(2, 5)).toEqual([1, 2, 3]);
    expect(slideIndices(0, 5)).toEqual([0, 1]);
    expect(slideIndices(4, 5)).toEqual([3, 4]);
    expect(slideIndices(0, 1)).toEqual([0]);
  });
});
