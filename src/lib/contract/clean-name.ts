/**
 * Characters that change the direction text is drawn in (U+061C, U+200E/F, U+202A-U+202E,
 * U+2066-U+2069) and other invisible controls. In a name they only ever deceive: the file
 * "invoice\u202Efdp.exe" is drawn as "invoiceexe.pdf", a person's name reorders the words after
 * it. Both sides drop them from file names; the client from the names it shows.
 */
// C0 and C1 controls, the direction marks, embeddings, overrides and isolates, the zero width
// space, word joiner and invisible operators, the deprecated format characters and the byte
// order mark. Joiners (U+200C, U+200D) stay: emoji sequences and some scripts need them.
const DECEIVING =
  // eslint-disable-next-line no-control-regex -- the controls are what it matches
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** A file's or person's name as stored and shown: no direction overrides or control characters. */
export const cleanName = (name: string): string => name.replace(DECEIVING, '');

// The embeddings, overrides and isolates only (U+202A-U+202E, U+2066-U+2069): a message's lines,
// tabs and the plain direction marks stay.
const OVERRIDES = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * A message's words as stored and shown: no embedding, override or isolate, which would redraw
 * the words after them ("\u202Etxt.exe" shown as "exe.txt" in the other side's list).
 */
export const cleanText = (text: string): string => text.replace(OVERRIDES, '');
