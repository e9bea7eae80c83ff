import { CANCEL_DISTANCE_PX, cancelArmed, HOLD_MS, MIN_NOTE_MS, releaseOf } from './press';

describe('how a press on the microphone reads', () => {
  it('a tap is shorter than 300 ms; a slide of 60 px cancels; notes under 0.5 s are slips', () => {
    expect(HOLD_MS).toBe(300);
    expect(CANCEL_DISTANCE_PX).toBe(60);
    expect(MIN_NOTE_MS).toBe(500);
  });

  it.each([
    [0, 0, false],
    [-59, 0, false],
    [-60, 0, true],
    [0, -60, true],
    [60, 0, false],
    [0, 200, false],
    [-30, -30, false],
  ])('moved (%i, %i): cancel armed %s', (dx, dy, armed) => {
    expect(cancelArmed(dx, dy)).toBe(armed);
  });

  it.each([
    [{ stopping: false, heldMs: 120, dx: 0, dy: 0 }, 'keep'],
    [{ stopping: false, heldMs: HOLD_MS - 1, dx: 2, dy: -3 }, 'keep'],
    [{ stopping: false, heldMs: HOLD_MS, dx: 0, dy: 0 }, 'send'],
    [{ stopping: false, heldMs: 4000, dx: -10, dy: 5 }, 'send'],
    [{ stopping: false, heldMs: 4000, dx: -80, dy: 0 }, 'cancel'],
    [{ stopping: false, heldMs: 4000, dx: 0, dy: -80 }, 'cancel'],
    [{ stopping: false, heldMs: 100, dx: -80, dy: 0 }, 'cancel'],
    [{ stopping: true, heldMs: 100, dx: 0, dy: 0 }, 'send'],
    [{ stopping: true, heldMs: 2000, dx: -80, dy: 0 }, 'send'],
  ] as const)('%o lets go as %s', (press, outcome) => {
    expect(releaseOf(press)).toBe(outcome);
  });
});
