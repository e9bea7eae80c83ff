import { delay } from 'msw';

/**
 * Requests the in-browser backend holds back on purpose: a scenario of a dead or slow network, a
 * story that pictures a call still on its way (a spinner, 正在连接…). A story's readiness
 * (src/testing/network-idle.ts) does not wait for these, and waits for every other request, so
 * that no clock decides whether a slow answer on a busy machine is "on purpose".
 */
const held = new Set<string>();

/** Holds the request `requestId` for `ms` (for ever by default), known as held meanwhile. */
export async function holdRequest(
  requestId: string,
  ms: number | 'infinite' = 'infinite',
): Promise<void> {
  held.add(requestId);
  try {
    await delay(ms);
  } finally {
    held.delete(requestId);
  }
}

/** Whether the request is one held on purpose. */
export const isHeldRequest = (requestId: string): boolean => held.has(requestId);

/** A handler's resolver that never answers: the call stays on its way. */
export const neverAnswers = ({ requestId }: { requestId: string }): Promise<void> =>
  holdRequest(requestId);
