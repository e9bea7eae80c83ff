import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far two pixels' colours may be apart (pixelmatch's YIQ threshold, 0-1) and still count
 * as the same. Small: a shade a few steps off (a grey 10 levels darker) is caught; the text rasteriser's
 * anti-aliasing is told apart by pixelmatch itself (includeAA off) and not counted.
 */
export const PIXEL_THRESHOLD = 0.02;
/** Pixels that may differ before a story fails: none. */
export const MAX_DIFF_PIXELS = 0;

export type Comparison =
  | { same: true }
  | { same: false; reason: 'size'; baseline: string; actual: string }
  | { same: false; reason: 'pixels'; diffPixels: number; diff: Buffer };

/** Compares two PNGs pixel by pixel; when they differ, a diff image marks where in red. */
export function comparePng(baseline: Buffer, actual: Buffer): Comparison {
  const [a, b] = [PNG.sync.read(baseline), PNG.sync.read(actual)];
  if (a.width !== b.width || a.height !== b.height)
    return {
      same: false,
      reason: 'size',
      baseline: `${a.width}x${a.height}`,
      actual: `${b.width}x${b.height}`,
    };
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  });
  return diffPixels <= MAX_DIFF_PIXELS
    ? { same: true }
    : { same: false, reason: 'pixels', diffPixels, diff: PNG.sync.write(diff) };
}
