import type { OutboxStorage, Sender, SenderDeps, SendPipeline } from '@/features/chat';
import type { ApiClient } from '@/lib/api-client';
import { consoleApi, type EngineerInfo } from '@/lib/contract';
import { consoleStore } from './console-store';

export interface ConsoleSenderDeps {
  api: ApiClient;
  engineer: EngineerInfo;
  describe: SenderDeps['describe'];
  onError?: (text: string) => void;
  onRateLimited?: () => void;
  outbox?: OutboxStorage;
}

/**
 * The engineer's side of the one send pipeline (chat/model/sender.ts): the same outbox, order,
 * retries and refusals as the visitor's, posting to consoleApi.send in the row's session.
 */
export function createConsoleSender(pipeline: SendPipeline, deps: ConsoleSenderDeps): Sender {
  const { createSender, defaultOutbox, MSG_TYPE, newClientId, uploader } = pipeline;
  const { api, engineer } = deps;
  return createSender({
    scope: `engineer:${engineer.engineer_code}`,
    store: { apply: (sessionId, reduce) => sessionId && consoleStore.apply(sessionId, reduce) },
    draft: (patch) => {
      const now = Date.now();
      return {
        id: newClientId('e'),
        type: 'Text',
        isEngineer: true,
        client_type: 'engineer',
        avatar: engineer.engineer_img ?? '',
        authorName: engineer.engineer_name,
        engineer_code: engineer.engineer_code,
        sendTime: now,
        timestamp: now,
        error: 'presending',
        isRead: 1,
        ...patch,
      };
    },
    post: (message) =>
      api.call(consoleApi.send, {
        body: {
          session_id: message.sessionId ?? '',
          MsgType: MSG_TYPE[message.type],
          Content: message.type === 'Text' ? message.text : undefined,
          MediaUrl: message.type === 'Text' ? undefined : (message.MediaUrl ?? message.PicUrl),
          FileName: message.content?.name,
          FileType: message.content?.media,
          FileSize: message.content?.size,
          ClientMsgId: message.id,
        },
      }),
    upload: uploader(api),
    outbox: deps.outbox ?? defaultOutbox(),
    // An instant local preview; without object URLs the row waits for the upload.
    preview: typeof URL.createObjectURL === 'function' ? (b) => URL.createObjectURL(b) : undefined,
    describe: deps.describe,
    onError: deps.onError,
    onRateLimited: deps.onRateLimited,
    online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  });
}
