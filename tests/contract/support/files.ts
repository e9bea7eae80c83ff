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

/** Markup with a script that claims to be a picture. */
export const SVG_AS_PNG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';

export function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
