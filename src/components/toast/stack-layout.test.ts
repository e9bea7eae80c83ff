import { LAYOUT } from '@/lib/constants';
import { COLLAPSED_PEEK_PX, parsePosition, stackExtent, stackLayout } from './stack-layout';

const gap = LAYOUT.toastSpacingPx;

describe('SPEC §9 toast layout constants', () => {
  it('spaces toasts 16 px apart, 20 px from the edge', () => {
    expect(LAYOUT.toastSpacingPx).toBe(16);
    expect(LAYOUT.toastOffsetPx).toBe(20);
  });
});

describe('stackLayout', () => {
  it('puts expanded toasts one after another, 16 px apart', () => {
    const slots = stackLayout([60, 80, 50], { expanded: true, gap });
    expect(slots.map((slot) => slot.offset)).toEqual([0, 76, 172]);
    expect(slots.every((slot) => slot.scale === 1 && slot.clipHeight === null)).toBe(true);
  });

  it('keeps the newest in front', () => {
    const slots = stackLayout([60, 80, 50], { expanded: false, gap });
    expect(slots.map((slot) => slot.zIndex)).toEqual([3, 2, 1]);
  });

  it('tucks older toasts behind the front one while collapsed', () => {
    const [front, second, third] = stackLayout([60, 80, 50], { expanded: false, gap });
    expect(front).toEqual({ offset: 0, scale: 1, clipHeight: null, zIndex: 3 });
    expect(second).toMatchObject({ offset: COLLAPSED_PEEK_PX, clipHeight: 60 });
    expect(third).toMatchObject({ offset: 2 * COLLAPSED_PEEK_PX, clipHeight: 60 });
    expect(second!.scale).toBeGreaterThan(third!.scale);
    expect(third!.scale).toBeLessThan(1);
  });

  it('handles an empty stack', () => {
    expect(stackLayout([], { expanded: true, gap })).toEqual([]);
    expect(stackExtent([], { expanded: true, gap })).toBe(0);
  });
});

describe('stackExtent', () => {
  it('covers every toast and every gap when expanded', () => {
    expect(stackExtent([60, 80, 50], { expanded: true, gap })).toBe(60 + 80 + 50 + 2 * 16);
  });

  it('covers the front toast and the peeks when collapsed', () => {
    expect(stackExtent([60, 80, 50], { expanded: false, gap })).toBe(60 + 2 * COLLAPSED_PEEK_PX);
  });
});

describe('parsePosition', () => {
  it('splits edge and alignment', () => {
    expect(parsePosition('top-center')).toEqual({ edge: 'top', align: 'center' });
    expect(parsePosition('bottom-right')).toEqual({ edge: 'bottom', align: 'right' });
  });
});
