export { FileCard } from './file-card';
export type { FileCardProps, FileCardStatus } from './file-card';
export { fileKind } from './file-kind';
export type { FileKind } from './file-kind';
export { middleEllipsisParts, KEPT_BEFORE_EXTENSION } from './file-name';
export type { MiddleEllipsisParts } from './file-name';
export { safeDownloadUrl } from './file-url';
