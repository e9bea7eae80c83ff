// The allow-list and its checks are part of the contract: the server refuses what the client
// refuses, by the same rules.
export {
  TEXT_EXTENSIONS,
  UPLOAD_EXTENSIONS,
  fileExtension,
  isUploadExtension,
  uploadFormatMessage,
  validateUploadName,
} from '../contract/uploads';
export type { UploadExtension, UploadNameResult } from '../contract/uploads';

/** Extensions for pasted/captured images; these are named by MIME type, not by a file name. */
export const IMAGE_MIME_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Extension for an image MIME type (case and parameters ignored), or undefined if unknown. */
export function imageExtensionForMime(mime: string): string | undefined {
  const essence = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return IMAGE_MIME_EXTENSIONS[essence];
}

/**
 * SPEC §5 image upload name: `yyyy/MM/<random id>.<ext>`, e.g. `2026/03/<uuid>.png`.
 * The month is zero-padded so the keys sort chronologically. Unknown MIME types throw rather
 * than fall back to png: a mislabelled file would be served with the wrong type, and the
 * caller can check imageExtensionForMime first.
 */
export function imageUploadFileName(
  mime: string,
  now: Date = new Date(),
  random: () => string = () => crypto.randomUUID(),
): string {
  const extension = imageExtensionForMime(mime);
  if (extension === undefined) throw new TypeError(`Unsupported image type: ${mime}`);
  // Two fields, local time, as SPEC writes them: no date library on the send path (date-fns
  // here pulled its formatter into the visitor's first load, shared with review's chunk).
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${now.getFullYear()}/${month}/${random()}.${extension}`;
}
