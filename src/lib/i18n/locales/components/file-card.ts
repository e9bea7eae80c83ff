import type { Widen } from '../widen';

/** UI text of the file-card component. Chinese first; English must have the same keys. */
export const fileCardZh = {
  uploading: '正在上传',
  uploadProgress: '{{name}} 上传进度',
  cancel: '取消上传',
  failed: '上传失败',
  retry: '重试',
  download: '下载',
  kind: {
    pdf: 'PDF 文档',
    doc: '文档',
    xls: '表格',
    zip: '压缩包',
    audio: '音频',
    video: '视频',
    image: '图片',
    other: '文件',
  },
} as const;

export const fileCardEn: Widen<typeof fileCardZh> = {
  uploading: 'Uploading',
  uploadProgress: 'Uploading {{name}}',
  cancel: 'Cancel upload',
  failed: 'Upload failed',
  retry: 'Retry',
  download: 'Download',
  kind: {
    pdf: 'PDF document',
    doc: 'Document',
    xls: 'Spreadsheet',
    zip: 'Archive',
    audio: 'Audio',
    video: 'Video',
    image: 'Image',
    other: 'File',
  },
};
