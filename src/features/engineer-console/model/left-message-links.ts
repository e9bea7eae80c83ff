import { isOwnFilePath } from '@/lib/contract/own-file-path';

/** The digits of a phone number as the visitor wrote it (spaces, dashes, brackets dropped). */
const digitsOf = (written: string) => written.replace(/[\s()-]/g, '');

/**
 * A tel: link for a phone number as the visitor wrote it. A landline's extension (SPEC:
 * 010-62561234-123) is dialled after the number (;ext=), not run into it.
 */
export function telHref(phone: string | undefined): string | undefined {
  const written = phone?.trim() ?? '';
  const landline = /^(.*\d)-(\d{1,4})$/.exec(written);
  if (landline && /^0\d{9,11}$/.test(digitsOf(landline[1]!)))
    return `tel:${digitsOf(landline[1]!)};ext=${landline[2]}`;
  const digits = digitsOf(written);
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : undefined;
}

/**
 * A mailto: link for one plain address. Anything that could add headers or recipients (`?`,
 * `&`, `,`, a second `@`, spaces) gets no link: the address is shown as text only.
 */
export function mailtoHref(email: string | undefined): string | undefined {
  const address = email?.trim() ?? '';
  return /^[^\s@?&#,;:/<>"]+@[^\s@?&#,;:/<>"]+\.[^\s@?&#,;:/<>"]+$/.test(address)
    ? `mailto:${address}`
    : undefined;
}

/** An attachment's link (only a file this service handed out, isOwnFilePath) and its name. */
export function attachmentLink(url: string): { href?: string; name?: string } {
  if (!isOwnFilePath(url)) return {};
  const href = url;
  const last = href.split(/[?#]/)[0]!.split('/').filter(Boolean).pop();
  let name = last;
  try {
    name = last && decodeURIComponent(last);
  } catch {
    // A malformed escape: the segment as it is.
  }
  return { href, name: name || undefined };
}
