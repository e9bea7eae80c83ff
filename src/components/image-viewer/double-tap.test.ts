import { isDoubleTap } from './double-tap';

const first = { x: 100, y: 100, time: 1000 };

describe('isDoubleTap', () => {
  it.each([
    ['no first tap', null, { x: 100, y: 100, time: 1100 }, false],
    ['same spot, 100 ms later', first, { x: 100, y: 100, time: 1100 }, true],
    ['exactly 300 ms later', first, { x: 100, y: 100, time: 1300 }, true],
    ['301 ms later', first, { x: 100, y: 100, time: 1301 }, false],
    ['25 px away', first, { x: 115, y: 120, time: 1100 }, true],
    ['26 px away', first, { x: 126, y: 100, time: 1100 }, false],
    ['a clock that went backwards', first, { x: 100, y: 100, time: 900 }, false],
  ])('%s → %s', (_name, previous, next, expected) => {
    expect(isDoubleTap(previous, next)).toBe(expected);
  });
});
