import {
  canPan,
  clampPan,
  panBounds,
  projectPan,
  rubberBand,
  rubberBandPan,
  zoomAroundPoint,
} from './pan-bounds';

const phone = { width: 390, height: 844 };
const picture = { width: 640, height: 400 };

describe('panBounds', () => {
  it.each([
    ['fit on a phone: centred both ways', 390 / 640, 0, { minX: 0, maxX: 0, minY: 0, maxY: 0 }],
    ['zoom 1: overflows horizontally only', 1, 0, { minX: -125, maxX: 125, minY: 0, maxY: 0 }],
    ['zoom 3: overflows both ways', 3, 0, { minX: -765, maxX: 765, minY: -178, maxY: 178 }],
    ['rotated 90° at zoom 3: sides swap', 3, 90, { minX: -405, maxX: 405, minY: -538, maxY: 538 }],
  ])('%s', (_name, zoom, rotation, expected) => {
    const bounds = panBounds(picture, zoom, phone, rotation);
    expect(bounds.minX).toBeCloseTo(expected.minX, 6);
    expect(bounds.maxX).toBeCloseTo(expected.maxX, 6);
    expect(bounds.minY).toBeCloseTo(expected.minY, 6);
    expect(bounds.maxY).toBeCloseTo(expected.maxY, 6);
  });

  it('only lets a drag pan when something overflows', () => {
    expect(canPan(panBounds(picture, 390 / 640, phone))).toBe(false);
    expect(canPan(panBounds(picture, 1, phone))).toBe(true);
  });
});

describe('clampPan', () => {
  const bounds = { minX: -100, maxX: 100, minY: -10, maxY: 10 };
  it.each([
    [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ],
    [
      { x: 150, y: -20 },
      { x: 100, y: -10 },
    ],
    [
      { x: -150, y: 20 },
      { x: -100, y: 10 },
    ],
  ])('%o → %o', (pan, expected) => {
    expect(clampPan(pan, bounds)).toEqual(expected);
  });

  it('centres a picture smaller than the viewport', () => {
    expect(clampPan({ x: 40, y: -40 }, panBounds(picture, 0.5, phone))).toEqual({ x: 0, y: 0 });
  });
});

describe('rubberBand', () => {
  it('moves a third-ish past the edges and freely inside', () => {
    expect(rubberBand(50, 0, 100)).toBe(50);
    expect(rubberBand(200, 0, 100)).toBeCloseTo(135, 6);
    expect(rubberBand(-100, 0, 100)).toBeCloseTo(-35, 6);
    expect(rubberBandPan({ x: 10, y: 10 }, { minX: 0, maxX: 0, minY: 0, maxY: 0 })).toEqual({
      x: 3.5,
      y: 3.5,
    });
  });
});

describe('zoomAroundPoint', () => {
  it('keeps the point under the cursor still', () => {
    const focus = { x: 100, y: 50 };
    const pan = zoomAroundPoint({ x: 0, y: 0 }, 1, 2, focus);
    expect(pan).toEqual({ x: -100, y: -50 });
    // The picture point that was under the focus (100, 50 at zoom 1) is still there at zoom 2.
    expect(pan.x + 100 * 2).toBe(focus.x);
    expect(pan.y + 50 * 2).toBe(focus.y);
  });

  it('zooming around the centre keeps the pan proportional', () => {
    expect(zoomAroundPoint({ x: 20, y: -10 }, 1, 2, { x: 0, y: 0 })).toEqual({ x: 40, y: -20 });
  });
});

describe('projectPan', () => {
  it('glides along the release velocity', () => {
    expect(projectPan({ x: 0, y: 0 }, { x: 1, y: -0.5 })).toEqual({ x: 150, y: -75 });
    expect(projectPan({ x: 5, y: 5 }, { x: 0, y: 0 })).toEqual({ x: 5, y: 5 });
  });
});
