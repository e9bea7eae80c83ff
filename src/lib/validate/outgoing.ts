import {
  FILE_MAX_BYTES,
  IMAGE_MAX_BYTES,
  isVoiceName,
  MESSAGE_MAX_LENGTH,
  VOICE_MAX_BYTES,
  type Reason,
} from '../contract';
import { IMAGE_FORMATS, sniffImage } from '../contract/image-sniff';
import { fileExtension, UPLOAD_EXTENSIONS, validateUploadName } from './upload';

export { IMAGE_FORMATS, sniffImage };

const IMAGE_NAMES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

const MB = 1024 * 1024;
const formatList = { formats: UPLOAD_EXTENSIONS.join('、') };

export type OutgoingCheck =
  | { ok: true; kind: 'image'; mime: string }
  | { ok: true; kind: 'file'; extension: string }
  | { ok: false; reason: Reason };

/** SPEC §5 for a file: an allowed extension, not empty, not over the limit. */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  maxBytes = FILE_MAX_BYTES,
): OutgoingCheck {
  const name = validateUploadName(file.name);
  if (!name.ok) return { ok: false, reason: { code: 'upload_format', values: formatList } };
  if (file.size === 0) return { ok: false, reason: { code: 'upload_empty' } };
  // A recording's container (.webm, .m4a, .ogg) has the voice note's limit, as on the server.
  const limit = isVoiceName(file.name) ? Math.min(maxBytes, VOICE_MAX_BYTES) : maxBytes;
  if (file.size > limit)
    return {
      ok: false,
      reason: { code: 'file_too_large', values: { mb: Math.floor(limit / MB) } },
    };
  return { ok: true, kind: 'file', extension: name.extension };
}

/**
 * A recorded voice note (#17 item 4): in one of the recorder's containers, not empty, no bigger
 * than a minute of speech can be (VOICE_MAX_BYTES; the server refuses more too).
 */
export function checkVoice(file: Pick<File, 'name' | 'size'>): OutgoingCheck {
  const extension = fileExtension(file.name);
  if (!extension || !isVoiceName(file.name))
    return { ok: false, reason: { code: 'upload_format', values: formatList } };
  if (file.size === 0) return { ok: false, reason: { code: 'upload_empty' } };
  if (file.size > VOICE_MAX_BYTES)
    return {
      ok: false,
      reason: { code: 'file_too_large', values: { mb: Math.floor(VOICE_MAX_BYTES / MB) } },
    };
  return { ok: true, kind: 'file', extension };
}

async function head(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 16);
  const buffer =
    typeof slice.arrayBuffer === 'function'
      ? await slice.arrayBuffer()
      : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

/**
 * What the image button, a paste and a drop check before a picture is shown as sent: bytes that
 * really are a PNG, JPEG, GIF or WebP under 10 MB go as a picture; anything else is checked as a
 * file (SPEC §5), so a PDF given to the image button still goes, and setup.exe is refused with
 * SPEC §5's list of formats.
 */
export async function checkAttachment(
  file: File,
  preferred: 'image' | 'file',
  maxFileBytes = FILE_MAX_BYTES,
): Promise<OutgoingCheck> {
  if (preferred === 'file') return checkFile(file, maxFileBytes);
  const extension = fileExtension(file.name);
  const namedImage = extension === undefined || IMAGE_NAMES.includes(extension);
  if (!namedImage && !file.type.startsWith('image/')) return checkFile(file, maxFileBytes);
  if (file.size === 0) return { ok: false, reason: { code: 'upload_empty' } };
  const mime = sniffImage(await head(file));
  if (!mime) {
    // A name or type that says picture over bytes that are not one (an .exe renamed .png).
    if (namedImage)
      return {
        ok: false,
        reason: { code: 'image_format', values: { formats: IMAGE_FORMATS.join(', ') } },
      };
    return checkFile(file, maxFileBytes);
  }
  if (file.size > IMAGE_MAX_BYTES)
    return { ok: false, reason: { code: 'image_too_large', values: { mb: IMAGE_MAX_BYTES / MB } } };
  return { ok: true, kind: 'image', mime };
}

/** Text over the cap is never cut silently: the composer offers it as a .txt file instead. */
export function checkText(text: string): OutgoingCheck | { ok: true; kind: 'text' } {
  if (text.length > MESSAGE_MAX_LENGTH)
    return { ok: false, reason: { code: 'text_too_long', values: { max: MESSAGE_MAX_LENGTH } } };
  return { ok: true, kind: 'text' };
}
