/**
 * SPEC §5 pictures, checked alike by the client and the server: which are shown inline, by what
 * their bytes say. (Its own module: the first screen needs the upload allow-list, not this.)
 */

/** The pictures shown inline, by what their bytes say (never SVG: it can carry script). */
export const IMAGE_FORMATS = ['PNG', 'JPEG', 'GIF', 'WebP'] as const;

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && ascii(b.slice(1, 4)) === 'PNG' },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => ascii(b.slice(0, 4)) === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) => ascii(b.slice(0, 4)) === 'RIFF' && ascii(b.slice(8, 12)) === 'WEBP',
  },
];

/** The image type the first bytes say, whatever the name or the declared type claim. */
export function sniffImage(head: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.test(head))?.type;
}
