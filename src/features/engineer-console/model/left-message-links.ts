import { safeDownloadUrl } from '@/components/file-card';

/** A tel: link for a phone number as the visitor wrote it (spaces and dashes dropped). */
export function telHref(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/[\s()-]/g, '') ?? '';
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

/** An attachment's link (only http, https and same-origin URLs) and the name it shows. */
export function attachmentLink(url: string): { href?: string; name?: string } {
  const href = safeDownloadUrl(url);
  if (!href) return {};
  const last = href.split(/[?#]/)[0]!.split('/').filter(Boolean).pop();
  let name = last;
  try {
    name = last && decodeURIComponent(last);
  } catch {
    // A malformed escape: the segment as it is.
  }
  return { href, name: name || undefined };
}
