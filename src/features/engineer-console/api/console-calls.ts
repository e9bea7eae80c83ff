// What the console's screens read and send besides the conversations (the model's): the left
// messages, a transcript file, a short message. Each read with its resource key and hook; the
// screens never reach the API themselves.
import { useMemo } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { consoleApi, toLeftMessage, type QueryOf } from '@/lib/contract';
import { useResource } from '@/lib/resource';

type LeftState = NonNullable<NonNullable<QueryOf<typeof consoleApi.leftMessages>>['state']>;

const leftMessages = (api: ApiClient, state: LeftState) =>
  api.call(consoleApi.leftMessages, { query: { state } }).then((list) => list.map(toLeftMessage));

/** The left messages in one state, for the list. */
export const useLeftMessages = (api: ApiClient, state: LeftState) =>
  useResource(`left:${state}`, () => leftMessages(api, state));

/** The open left messages, for the count beside the queue (a resource of its own). */
export const useOpenLeftMessageList = (api: ApiClient) =>
  useResource('left:count', () => leftMessages(api, 'open'));

export function useConsoleWrites(api: ApiClient) {
  return useMemo(
    () => ({
      /** Marks a left message handled (409 when someone else did first). */
      handleLeftMessage: (ticketNo: string) =>
        api.call(consoleApi.handleLeftMessage, { params: { no: ticketNo } }).then(toLeftMessage),
      /** A conversation's transcript as a file, in time zone `tz`. */
      transcriptFile: (sessionId: string, tz: string | undefined) =>
        api.call(consoleApi.transcriptFile, { params: { id: sessionId }, query: { tz } }),
      /** Queues a short message to the visitor of a conversation. */
      sms: (sessionId: string, phone: string, text: string) =>
        api.call(consoleApi.sms, { body: { session_id: sessionId, phone, text } }),
    }),
    [api],
  );
}
