import * as z from 'zod/mini';
import { USER_CENTER_ACCEPT } from '@/lib/contract';
import type { UserCentre } from '../../http/user-centre';
import { OUTBOUND_TIMEOUT_MS } from './outbound';

/** The user centre's answer to its status call (SPEC §7 POST /v2/login/status). */
const statusAnswer = z.looseObject({ logged_in: z.boolean(), lenovo_id: z.optional(z.string()) });

/**
 * The real user centre (USER_CENTER_URL), asked server to server whether an st ticket is a live
 * sign-in and whose: the same status call the browser makes, so one contract serves both.
 */
export function httpUserCentre(baseUrl: string, fetchImpl: typeof fetch = fetch): UserCentre {
  const statusUrl = new URL('v2/login/status', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    async accountOf(st, location) {
      const response = await fetchImpl(statusUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: USER_CENTER_ACCEPT },
        body: JSON.stringify({ st, location }),
        signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
      });
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`user centre answered ${response.status}`);
      }
      const answer = statusAnswer.parse(await response.json());
      return answer.logged_in && answer.lenovo_id ? answer.lenovo_id : undefined;
    },
  };
}
