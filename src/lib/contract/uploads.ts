/**
 * SPEC §5 uploads, checked alike by the client (before anything leaves) and by the server
 * (whatever arrives): the extensions a visitor may upload, how a name is read, and which
 * pictures are shown inline by what their bytes say.
 */

/** SPEC §5: the only file extensions a visitor may upload, in SPEC order. */
export const UPLOAD_EXTENSIONS = [
  'png',
  'jpeg',
  'jpg',
  'zip',
  'rar',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'mp3',
  'wav',
  'wma',
  'flac',
  'midi',
  'ra',
  'ape',
  'aac',
  'cda',
  'mov',
  'avi',
  'rmvb',
  'rm',
  'flash',
  'mp4',
  'mid',
  '3gp',
  'pdf',
] as const;

/**
 * Not in SPEC: plain text, what a paste longer than the message cap becomes (the composer
 * offers it as a .txt attachment). Accepted, but not listed in SPEC §5's refusal text.
 */
export const TEXT_EXTENSIONS = ['txt'] as const;

/**
 * Not in SPEC §5: the containers of the voice notes the composer records (voice.ts). Uploadable
 * (a voice note goes through the file call), but not listed in SPEC §5's refusal text, and not
 * offered by the file picker.
 */
export const VOICE_EXTENSIONS = ['webm', 'm4a', 'ogg'] as const;

export type VoiceExtension = (typeof VOICE_EXTENSIONS)[number];

export type UploadExtension =
  | (typeof UPLOAD_EXTENSIONS)[number]
  | (typeof TEXT_EXTENSIONS)[number]
  | (typeof VOICE_EXTENSIONS)[number];

export type UploadNameResult =
  { ok: true; extension: UploadExtension } | { ok: false; message: string };

/** SPEC §5: the Chinese rejection text that lists the allowed formats and asks for a matching file. */
export function uploadFormatMessage(extensions: readonly string[] = UPLOAD_EXTENSIONS): string {
  return `请上传以下格式的文件：${extensions.join('、')}`;
}

/**
 * Lower-cased text after the last dot, or undefined when there is none.
 * A leading dot alone (".png") is a hidden-file name, not an extension, matching path.extname.
 */
export function fileExtension(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return undefined;
  return name.slice(dot + 1).toLowerCase();
}

/** True when `extension` (any case, no dot) is on the SPEC §5 allow-list. */
export function isUploadExtension(extension: string): extension is UploadExtension {
  const lower = extension.toLowerCase();
  return (
    (UPLOAD_EXTENSIONS as readonly string[]).includes(lower) ||
    (TEXT_EXTENSIONS as readonly string[]).includes(lower) ||
    (VOICE_EXTENSIONS as readonly string[]).includes(lower)
  );
}

/** Checks a file name against the SPEC §5 allow-list (case-insensitive); no extension fails. */
export function validateUploadName(name: string): UploadNameResult {
  const extension = fileExtension(name.trim());
  if (extension !== undefined && isUploadExtension(extension)) return { ok: true, extension };
  return { ok: false, message: uploadFormatMessage() };
}
