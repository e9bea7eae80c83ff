export { Preview } from './preview';
export type { PreviewLines, PreviewProps } from './preview';
export {
  PREVIEW_CONTEXT_CHARS,
  PREVIEW_MAX_CHARS,
  PREVIEW_TITLE_MAX_CHARS,
  previewText,
} from './preview-text';
