import type { Reason } from '@/lib/contract';
import { fileExtension, isUploadExtension, UPLOAD_EXTENSIONS } from '@/lib/contract';

/** What file-type (magic numbers) said the bytes are, or undefined when it did not recognise them. */
export type Sniffed = { ext: string; mime: string } | undefined;

export type UploadDecision =
  | { ok: true; ext: string; mime: string; inline: boolean }
  | { ok: false; status: 400 | 415; info: string; reason: Reason };

/** The images shown inline; the image call also takes GIF and WebP (server/http/uploads.ts). */
const IMAGES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

type Family = { sniffed: string[]; mime: string; unsure?: boolean };
const OFFICE_ZIP = ['docx', 'xlsx', 'pptx', 'zip'];
const MEDIA = [
  'mp3', 'wav', 'asf', 'flac', 'mid', 'ape', 'aac', 'm4a', 'mov', 'qt', 'avi', 'rm', 'mp4',
  'm4v', '3gp', '3g2', 'ogg', 'opus', 'webm', 'mkv', 'mpg', 'f4v', 'f4a',
]; // prettier-ignore

/**
 * SPEC §5 allow-list by family: which sniffed types each extension may really contain, and the
 * type it is served with. Containers overlap (an .mp4 may sniff as m4a, a .docx as zip), so a
 * family accepts its neighbours but never another family. Formats without a signature file-type
 * knows (RealAudio, CD audio) may be unrecognised, never recognised as something else.
 */
const FAMILIES: Record<string, Family> = {
  zip: { sniffed: OFFICE_ZIP, mime: 'application/zip' },
  rar: { sniffed: ['rar'], mime: 'application/vnd.rar' },
  doc: { sniffed: ['cfb'], mime: 'application/msword' },
  xls: { sniffed: ['cfb'], mime: 'application/vnd.ms-excel' },
  docx: {
    sniffed: OFFICE_ZIP,
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    sniffed: OFFICE_ZIP,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  mp3: { sniffed: MEDIA, mime: 'audio/mpeg' },
  wav: { sniffed: MEDIA, mime: 'audio/wav' },
  wma: { sniffed: MEDIA, mime: 'audio/x-ms-wma' },
  flac: { sniffed: MEDIA, mime: 'audio/flac' },
  midi: { sniffed: MEDIA, mime: 'audio/midi' },
  mid: { sniffed: MEDIA, mime: 'audio/midi' },
  ra: { sniffed: MEDIA, mime: 'audio/vnd.rn-realaudio', unsure: true },
  ape: { sniffed: MEDIA, mime: 'audio/ape' },
  aac: { sniffed: MEDIA, mime: 'audio/aac' },
  cda: { sniffed: MEDIA, mime: 'application/x-cdf', unsure: true },
  mov: { sniffed: MEDIA, mime: 'video/quicktime' },
  avi: { sniffed: MEDIA, mime: 'video/x-msvideo' },
  rmvb: { sniffed: MEDIA, mime: 'application/vnd.rn-realmedia-vbr' },
  rm: { sniffed: MEDIA, mime: 'application/vnd.rn-realmedia' },
  flash: { sniffed: ['swf', 'flv'], mime: 'application/x-shockwave-flash' },
  mp4: { sniffed: MEDIA, mime: 'video/mp4' },
  '3gp': { sniffed: MEDIA, mime: 'video/3gpp' },
  pdf: { sniffed: ['pdf'], mime: 'application/pdf' },
  // Voice notes (src/lib/contract/voice.ts): only audio in the recorder's own containers, served
  // as audio so the players on both sides take them. Chromium's WebM sniffs as webm, Safari's MP4
  // as m4a or mp4, Firefox's Ogg as opus or ogg.
  webm: { sniffed: ['webm'], mime: 'audio/webm' },
  m4a: { sniffed: ['m4a', 'mp4'], mime: 'audio/mp4' },
  ogg: { sniffed: ['opus', 'ogg', 'oga'], mime: 'audio/ogg' },
  // Plain text has no signature: anything file-type recognises is not text.
  txt: { sniffed: [], mime: 'text/plain; charset=utf-8', unsure: true },
};

const mismatch = (ext: string | undefined, sniffed: Sniffed): UploadDecision => ({
  ok: false,
  status: 400,
  info: sniffed
    ? `文件内容与扩展名不符：.${ext ?? ''} 文件的内容是 ${sniffed.ext}`
    : `文件内容与扩展名不符：无法识别为 .${ext ?? ''} 文件`,
  reason: { code: 'upload_mismatch', values: { ext: ext ?? '' } },
});

/**
 * Decides whether an upload named `name` whose bytes sniffed as `sniffed` is accepted, and with
 * which extension and type it is stored and served. Images keep the type their bytes say (the
 * name only has to be an image name); everything else must be in its extension's family.
 */
export function decideUpload(name: string, sniffed: Sniffed): UploadDecision {
  const ext = fileExtension(name.trim());
  const image = sniffed && IMAGES[sniffed.ext];
  if (ext === undefined || IMAGE_EXTENSIONS.includes(ext)) {
    // No extension only comes through the image call (the file call checks the name first).
    if (!image || !sniffed) return mismatch(ext, sniffed);
    return { ok: true, ext: sniffed.ext, mime: image, inline: true };
  }
  if (!isUploadExtension(ext))
    return {
      ok: false,
      status: 415,
      info: `不支持 .${ext} 文件`,
      reason: { code: 'upload_format', values: { formats: UPLOAD_EXTENSIONS.join('、') } },
    };
  const family = FAMILIES[ext];
  if (!family) return mismatch(ext, sniffed);
  const fits = sniffed ? family.sniffed.includes(sniffed.ext) : family.unsure === true;
  if (!fits) return mismatch(ext, sniffed);
  return { ok: true, ext, mime: family.mime, inline: false };
}
