const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'blob:']);

/**
 * The URL if it is safe to put in a download link, else undefined. File URLs come from other
 * people's messages, so a `javascript:` or `data:` URL must never become a clickable link.
 * Relative URLs (same origin) are fine.
 */
export function safeDownloadUrl(url: string | undefined | null): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  try {
    const { protocol } = new URL(trimmed, 'https://relative.invalid/');
    return SAFE_PROTOCOLS.has(protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
