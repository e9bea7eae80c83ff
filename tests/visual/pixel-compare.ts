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
/**
 * Chromium's rasteriser does not always draw a thin SVG stroke the same twice (an icon's edge
 * pixels come out a few levels lighter or darker from one run to the next; CI saw 8 such pixels
 * in a composer's paper clip). A differing pixel whose colour in each picture lies within the
 * colours around it in the other, and only a few levels off, is such an edge, not a change. Only a
 * handful are forgiven, and an element moved by a pixel swaps its edges' colours outright.
 */
export const MAX_EDGE_JITTER_PIXELS = 24;
/** Levels either side of the neighbours' range an edge pixel may still be (rounding). */
const EDGE_SLACK = 2;
/**
 * How far (levels, any channel) a forgiven edge pixel may be from its baseline. A redrawn edge
 * moves a little (CI: 11 to 19 levels); an edge that moved by a whole pixel swaps one colour for
 * the other (the full contrast of the edge) and is not forgiven.
 */
const EDGE_MAX_LEVELS = 48;

export type Comparison =
  | { same: true }
  | { same: false; reason: 'size'; baseline: string; actual: string }
  | { same: false; reason: 'pixels'; diffPixels: number; diff: Buffer };

const RED = [255, 0, 0] as const;

/** The colour at (x, y) lies within (each channel) the colours of `other` around (x, y). */
function withinNeighbours(png: PNG, other: PNG, x: number, y: number): boolean {
  const at = (y * png.width + x) * 4;
  for (let c = 0; c < 3; c += 1) {
    let lo = 255;
    let hi = 0;
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= other.width || ny >= other.height) continue;
        const v = other.data[(ny * other.width + nx) * 4 + c]!;
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    const v = png.data[at + c]!;
    if (v < lo - EDGE_SLACK || v > hi + EDGE_SLACK) return false;
  }
  return true;
}

/** Compares two PNGs pixel by pixel; when they differ, a diff image marks where in red. */
export function comparePng(baseline: Buffer, actual: Buffer): Comparison {
  // The same encoder on the same pixels writes the same bytes: most pictures need no decoding.
  if (baseline.equals(actual)) return { same: true };
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
    diffColor: [...RED],
  });
  if (diffPixels <= MAX_DIFF_PIXELS) return { same: true };
  if (diffPixels <= MAX_EDGE_JITTER_PIXELS && everyDiffIsEdgeJitter(a, b, diff))
    return { same: true };
  return { same: false, reason: 'pixels', diffPixels, diff: PNG.sync.write(diff) };
}

function everyDiffIsEdgeJitter(a: PNG, b: PNG, diff: PNG): boolean {
  for (let i = 0; i < diff.data.length; i += 4) {
    if (diff.data[i] !== RED[0] || diff.data[i + 1] !== RED[1] || diff.data[i + 2] !== RED[2])
      continue;
    const x = (i / 4) % diff.width;
    const y = Math.floor(i / 4 / diff.width);
    for (let c = 0; c < 3; c += 1)
      if (Math.abs(a.data[i + c]! - b.data[i + c]!) > EDGE_MAX_LEVELS) return false;
    if (!withinNeighbours(a, b, x, y) || !withinNeighbours(b, a, x, y)) return false;
  }
  return true;
}
