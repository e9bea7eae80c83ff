import type { GalleryItem } from './types';

/** PhotoSwipe's address hash: `#&gid=<gallery>&pid=<picture>` after whatever hash the page had. */
export interface GalleryHash {
  gid: string;
  pid: string;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads gid and pid from a hash ('#&gid=1&pid=2', with or without '#'); null if either is missing. */
export function parseGalleryHash(hash: string): GalleryHash | null {
  const params = new Map<string, string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    params.set(part.slice(0, eq), safeDecode(part.slice(eq + 1)));
  }
  const gid = params.get('gid');
  const pid = params.get('pid');
  return gid && pid ? { gid, pid } : null;
}

/** The page's own hash without the viewer's part (PhotoSwipe keeps it in front of `&gid=`). */
export function stripGalleryHash(hash: string): string {
  const body = hash.replace(/^#/, '');
  if (body.startsWith('gid=')) return '';
  const at = body.indexOf('&gid=');
  return at === -1 ? body : body.slice(0, at);
}

export function formatGalleryHash(gid: string | number, pid: string | number, base = ''): string {
  const enc = (value: string | number) => encodeURIComponent(String(value));
  return `#${stripGalleryHash(base)}&gid=${enc(gid)}&pid=${enc(pid)}`;
}

/** The pid written for a picture: its own pid, else its 1-based position. */
export function itemPid(item: GalleryItem | undefined, index: number): string {
  return item?.pid != null ? String(item.pid) : String(index + 1);
}

/** The index a pid points at: an item's own pid first, then a 1-based position; null if neither. */
export function indexForPid(items: readonly GalleryItem[], pid: string): number | null {
  const byPid = items.findIndex((item) => item.pid != null && String(item.pid) === pid);
  if (byPid !== -1) return byPid;
  if (!/^\d+$/.test(pid)) return null;
  const index = Number(pid) - 1;
  return index >= 0 && index < items.length ? index : null;
}

/** The index the hash opens for this gallery, or null when the hash is for another one. */
export function indexFromHash(
  hash: string,
  galleryId: string | number,
  items: readonly GalleryItem[],
): number | null {
  const parsed = parseGalleryHash(hash);
  if (!parsed || parsed.gid !== String(galleryId)) return null;
  return indexForPid(items, parsed.pid);
}
