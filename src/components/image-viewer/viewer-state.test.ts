import { viewerState } from './viewer-state';

describe('viewerState', () => {
  it.each([
    [true, 1, true, 'idle'],
    [true, 1, false, 'hidden-controls'],
    [true, 1.2, true, 'zoomed'],
    [true, 0.2, false, 'zoomed'],
    [true, 1.0004, true, 'idle'],
    [false, 1, true, 'closing'],
    [false, 2, false, 'closing'],
  ] as const)('open %s, scale %s, controls shown %s → %s', (open, scale, shown, expected) => {
    expect(viewerState(open, scale, shown)).toBe(expected);
  });
});
