import type { Widen } from '../widen';

/** UI text of the image-viewer component. Chinese first; English must have the same keys. */
export const imageViewerZh = {
  dialog: '图片查看器',
  counter: '{{current}} / {{total}}',
  imageAlt: '第 {{current}} 张图片',
  close: '关闭',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotate: '旋转',
  share: '分享',
  download: '下载',
  fullscreen: '全屏',
  previous: '上一张',
  next: '下一张',
  loading: '图片加载中',
  error: '图片无法加载。',
  openImage: '查看原图',
  zoomLoadFailed: '加载失败',
  linkCopied: '复制成功',
  copyFailed: '复制失败',
} as const;

export const imageViewerEn: Widen<typeof imageViewerZh> = {
  dialog: 'Image viewer',
  counter: '{{current}} / {{total}}',
  imageAlt: 'Image {{current}}',
  close: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  rotate: 'Rotate',
  share: 'Share',
  download: 'Download',
  fullscreen: 'Full screen',
  previous: 'Previous image',
  next: 'Next image',
  loading: 'Loading image',
  error: 'The image could not be loaded.',
  openImage: 'Open the image',
  zoomLoadFailed: 'load failed',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
};
