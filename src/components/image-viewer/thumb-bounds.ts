import type { Point } from './pan-bounds';
import type { ThumbBounds } from './types';
import type { Size } from './zoom-level';

/**
 * The zoom and pan that put the full picture exactly over its thumbnail, so opening can grow
 * from it and closing can shrink back into it (PhotoSwipe's zoom-in/out transition).
 */
export function thumbView(
  thumb: ThumbBounds,
  size: Size,
  viewport: Size,
): Point & { zoom: number } {
  const zoom = size.width > 0 ? thumb.w / size.width : 1;
  return {
    zoom,
    x: thumb.x + thumb.w / 2 - viewport.width / 2,
    y: thumb.y + (size.height * zoom) / 2 - viewport.height / 2,
  };
}
