// @vitest-environment node
import { PNG } from 'pngjs';
import {
  comparePng,
  MAX_DIFF_PIXELS,
  MAX_EDGE_JITTER_PIXELS,
  PIXEL_THRESHOLD,
} from '../visual/pixel-compare';

/** A flat screen in the theme's surface grey with a red button, as a story renders. */
function screen(width = 40, height = 30, paint?: (png: PNG) => void): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) png.data.set([245, 246, 248, 255], i * 4);
  for (let y = 10; y < 20; y += 1)
    for (let x = 10; x < 30; x += 1) png.data.set([230, 0, 18, 255], (y * width + x) * 4);
  paint?.(png);
  return PNG.sync.write(png);
}

const setPixel = (x: number, y: number, rgb: [number, number, number]) => (png: PNG) =>
  png.data.set([...rgb, 255], (y * png.width + x) * 4);

describe('visual regression: the pixel comparison (#16 item 4)', () => {
  it('passes the same picture', () => {
    expect(comparePng(screen(), screen())).toEqual({ same: true });
  });

  it('compares pixels, not bytes: the same picture encoded otherwise passes', () => {
    const other = PNG.sync.write(PNG.sync.read(screen()), { deflateLevel: 1, filterType: 0 });
    expect(other.equals(screen())).toBe(false);
    expect(comparePng(screen(), other)).toEqual({ same: true });
  });

  it('catches one pixel whose colour changed, and marks it in the diff', () => {
    // One pixel of the button one shade off the brand red, and one of the background.
    for (const [x, y, rgb] of [
      [15, 15, [200, 0, 18]],
      [2, 2, [235, 236, 238]],
    ] as const) {
      const result = comparePng(screen(), screen(40, 30, setPixel(x, y, [...rgb])));
      expect(result).toMatchObject({ same: false, reason: 'pixels', diffPixels: 1 });
      if (result.same || result.reason !== 'pixels') throw new Error('expected a pixel diff');
      const diff = PNG.sync.read(result.diff);
      const at = (y * diff.width + x) * 4;
      expect([...diff.data.subarray(at, at + 3)]).toEqual([255, 0, 0]);
    }
  });

  it('fails a picture of another size', () => {
    expect(comparePng(screen(), screen(41, 30))).toMatchObject({
      same: false,
      reason: 'size',
      baseline: '40x30',
      actual: '41x30',
    });
  });

  it('forgives a few edge pixels drawn a shade off, as the rasteriser does between runs', () => {
    // The button's left edge is anti-aliased (a pixel between red and grey); the next run draws
    // two of those edge pixels a little lighter: still between their neighbours' colours.
    const edges = (shade: number) => (png: PNG) => {
      setPixel(9, 12, [238, 123 + shade, 133 + shade])(png);
      setPixel(9, 13, [238, 123 + shade, 133 + shade])(png);
    };
    expect(comparePng(screen(40, 30, edges(0)), screen(40, 30, edges(40)))).toEqual({
      same: true,
    });
  });

  it('still fails when the button moved by one pixel (every edge differs)', () => {
    const moved = (png: PNG) => {
      for (let y = 10; y < 20; y += 1) {
        setPixel(10, y, [245, 246, 248])(png);
        setPixel(30, y, [230, 0, 18])(png);
      }
    };
    const result = comparePng(screen(), screen(40, 30, moved));
    // 20 pixels: fewer than the jitter allowance, yet each swapped grey for red outright.
    expect(result).toMatchObject({ same: false, reason: 'pixels', diffPixels: 20 });
    expect(20).toBeLessThanOrEqual(MAX_EDGE_JITTER_PIXELS);
  });

  it('tolerates nothing but anti-aliasing: no pixel may differ', () => {
    expect(MAX_DIFF_PIXELS).toBe(0);
    expect(PIXEL_THRESHOLD).toBeLessThanOrEqual(0.1);
  });
});
