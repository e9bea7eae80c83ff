/** A picture in the viewer (SPEC §3 gallery item, PhotoSwipe's item shape). */
export interface GalleryItem {
  /** The full-size image. */
  src: string;
  /** Caption shown at the bottom and used as the image's alt text. */
  title?: string;
  /** Natural width in px; when missing the viewer measures the image once it has loaded. */
  w?: number;
  /** Natural height in px. */
  h?: number;
  /** Stable id for the address hash; the 1-based position is used when missing. */
  pid?: string | number;
  /** Small image (thumbnail) shown while `src` loads. */
  msrc?: string;
  /**
   * PhotoSwipe's custom HTML slide. Never rendered as HTML: it is shown as plain caption text
   * when there is no title.
   */
  html?: string;
}

/** Where the thumbnail sits on screen, for the open and close zoom (PhotoSwipe's getThumbBoundsFn). */
export interface ThumbBounds {
  x: number;
  y: number;
  /** Width of the thumbnail; the height follows the picture's aspect ratio. */
  w: number;
}

/** Why the viewer closed; 'history' means the address changed (Back), so it must not go back again. */
export type CloseReason = 'button' | 'escape' | 'drag' | 'history' | 'prop';
