// What the chat screen shows beside the conversation (SPEC §7), read with the session's login.
// The screen reaches the API only through the session, so the client and the contract's schemas
// load with it, after the first paint.
import { ownApi } from '@/lib/contract';
import type { ApiClient } from '@/lib/api-client';

export function visitorReads(api: ApiClient) {
  return {
    maintenance: () => api.call(ownApi.maintenance),
    tickets: () => api.call(ownApi.ticketList),
    videoSetting: () => api.call(ownApi.videoSetting),
    product: (markId: string) => api.call(ownApi.goodRelation, { query: { mark_id: markId } }),
    fastEntries: () => api.call(ownApi.fastEntries),
  };
}

export type VisitorReads = ReturnType<typeof visitorReads>;
