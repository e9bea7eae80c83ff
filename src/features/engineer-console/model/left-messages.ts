import type { ApiClient } from '@/lib/api-client';
import { ownApi } from '@/lib/contract';
import { SESSIONS_POLL_MS } from './conversations';

/**
 * Left messages are answered by phone or e-mail, not within seconds: the console counts and
 * lists them again at the conversations' cadence, and at once when its tab is looked at again.
 */
export const LEFT_MESSAGES_POLL_MS = SESSIONS_POLL_MS;

/**
 * Calls `refresh` every `every` ms while the page is visible, and as soon as a hidden page
 * becomes visible again. Returns the stop.
 */
export function pollWhileVisible(
  refresh: () => void,
  every: number = LEFT_MESSAGES_POLL_MS,
  doc: Document = document,
): () => void {
  const visible = () => doc.visibilityState !== 'hidden';
  const timer = setInterval(() => visible() && refresh(), every);
  const onVisibility = () => visible() && refresh();
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

const lineNames = new WeakMap<ApiClient, Promise<Map<string, string>>>();

/**
 * A pre-chat answer names its product line by id (SPEC's production/line/list): its name, read
 * once per console; the id itself when the list cannot be read or no longer has it.
 */
export function productLineName(api: ApiClient, id: string): Promise<string> {
  let names = lineNames.get(api);
  if (!names) {
    names = api
      .call(ownApi.productLines, { query: {} })
      .then((lines) => new Map(lines.map((line) => [line.id, line.name])));
    // A failed read is tried again by the next answer that needs it.
    names.catch(() => lineNames.delete(api));
    lineNames.set(api, names);
  }
  return names.then(
    (map) => map.get(id) ?? id,
    () => id,
  );
}
