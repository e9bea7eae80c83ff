import { isOwnFilePath } from './own-file-path';

/**
 * A received message's media URL, if it is a file this service handed out (isOwnFilePath, the
 * server's rule too); undefined for another site's address, so no card, link or picture of the
 * conversation points there (#37 item 5). `foreign` says one was dropped.
 */
export function ownMedia(url: string | null | undefined): { url?: string; foreign: boolean } {
  if (url === undefined || url === null || url === '') return { url: undefined, foreign: false };
  return isOwnFilePath(url) ? { url, foreign: false } : { url: undefined, foreign: true };
}
