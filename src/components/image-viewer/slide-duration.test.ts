import { slideDuration } from './slide-duration';

describe('slideDuration', () => {
  it.each([
    ['a full width with no velocity takes 400 ms', 400, 400, 0, 400],
    ['half the width takes 325 ms', 200, 400, 0, 325],
    ['nothing left takes the minimum 250 ms', 0, 400, 0, 250],
    ['a fast flick is never faster than 250 ms', 400, 400, 5, 250],
    ['a slow release is never slower than 400 ms', 400, 400, 0.1, 400],
    ['in between, distance over speed', 300, 400, 1, 300],
    ['unknown width counts as a full slide', 10, 0, 0, 400],
  ])('%s', (_name, remaining, width, velocity, expected) => {
    expect(slideDuration(remaining, width, velocity)).toBe(expected);
  });

  it('ignores the sign of distance and velocity', () => {
    expect(slideDuration(-300, 400, -1)).toBe(300);
  });
});
