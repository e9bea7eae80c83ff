/** Real and disguised files for the upload cases. */

/** A complete 1x1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A minimal PDF: the header every reader (and file-type) checks, one empty page. */
export const PDF_TEXT = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

/** The start of a Windows executable (MZ header and the DOS stub's text). */
export const EXE_BYTES = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);

/**
 * The start of a WebM as MediaRecorder writes one (a voice note): the EBML header whose DocType
 * is "webm", then a Segment of unknown size, as file-type reads it.
 */
export const WEBM_BYTES = Uint8Array.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0xf2,
  0x81,
  0x04,
  0x42,
  0xf3,
  0x81,
  0x08,
  0x42,
  0x82,
  0x84,
  0x77,
  0x65,
  0x62,
  0x6d,
  0x42,
  0x87,
  0x81,
  0x04,
  0x42,
  0x85,
  0x81,
  0x02,
  0x18,
  0x53,
  0x80,
  0x67,
  0x01,
  0xff,
  0xff,
  0xff,
  0xff,
  0xff,
  0xff,
  0xff,
  ...new Array<number>(64).fill(0),
]);

/** Markup with a script that claims to be a picture. */
export const SVG_AS_PNG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';

export function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
