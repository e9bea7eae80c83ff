import {
  dampedOffset,
  exitSign,
  shouldDismiss,
  SWIPE_DISMISS_DISTANCE_PX,
  SWIPE_FLICK_MIN_PX,
  SWIPE_FLICK_VELOCITY,
  SWIPE_RESISTANCE,
  swipeFade,
  swipeRule,
} from './swipe';

describe('swipeRule', () => {
  it('swipes sideways either way on desktop', () => {
    expect(swipeRule(true, 'top')).toEqual({ axis: 'x', way: 0 });
  });

  it('swipes towards the nearest screen edge on a phone', () => {
    expect(swipeRule(false, 'top')).toEqual({ axis: 'y', way: -1 });
    expect(swipeRule(false, 'bottom')).toEqual({ axis: 'y', way: 1 });
  });
});

describe('dampedOffset', () => {
  it('follows the finger in an allowed direction', () => {
    expect(dampedOffset(-30, -1)).toBe(-30);
    expect(dampedOffset(30, 0)).toBe(30);
    expect(dampedOffset(-30, 0)).toBe(-30);
  });

  it('resists the wrong way', () => {
    expect(dampedOffset(40, -1)).toBeCloseTo(40 * SWIPE_RESISTANCE);
  });
});

describe('shouldDismiss', () => {
  it('dismisses past the distance threshold', () => {
    expect(shouldDismiss(SWIPE_DISMISS_DISTANCE_PX, 0, 0)).toBe(true);
    expect(shouldDismiss(-SWIPE_DISMISS_DISTANCE_PX, 0, 0)).toBe(true);
    expect(shouldDismiss(SWIPE_DISMISS_DISTANCE_PX - 1, 0, 0)).toBe(false);
  });

  it('dismisses a fast flick that moved a little', () => {
    expect(shouldDismiss(SWIPE_FLICK_MIN_PX, SWIPE_FLICK_VELOCITY, 0)).toBe(true);
    expect(shouldDismiss(-SWIPE_FLICK_MIN_PX, -SWIPE_FLICK_VELOCITY, -1)).toBe(true);
  });

  it('ignores a flick that is a tap, or goes back the other way', () => {
    expect(shouldDismiss(SWIPE_FLICK_MIN_PX - 1, 5, 0)).toBe(false);
    expect(shouldDismiss(20, -SWIPE_FLICK_VELOCITY, 0)).toBe(false);
  });

  it('never dismisses against the allowed direction', () => {
    expect(shouldDismiss(200, 5, -1)).toBe(false);
  });
});

describe('exitSign', () => {
  it('leaves the way it was swiped, or the only way allowed', () => {
    expect(exitSign(-50, 0)).toBe(-1);
    expect(exitSign(50, 0)).toBe(1);
    expect(exitSign(50, -1)).toBe(-1);
  });
});

describe('swipeFade', () => {
  it('fades with distance either way and stops at 0.4', () => {
    expect(swipeFade(0)).toBe(1);
    expect(swipeFade(75)).toBeCloseTo(0.7);
    expect(swipeFade(-75)).toBeCloseTo(0.7);
    expect(swipeFade(1000)).toBeCloseTo(0.4);
  });
});
