import { type ChatMessage, type OutgoingEnvelope, ownApi } from '@/lib/contract';
import type { ApiClient } from '@/lib/api-client';
import { imageUploadFileName } from '@/lib/validate';
import type { SenderDeps } from './sender';

export const newClientId = (prefix = 'c') =>
  `${prefix}-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

/** SPEC §3 outgoing envelope for a message the visitor sends. */
export function buildEnvelope(message: ChatMessage, engineerName?: string): OutgoingEnvelope {
  const content =
    message.type === 'Text'
      ? (message.text ?? '')
      : {
          MediaUrl: message.mediaUrl ?? message.imageUrl ?? '',
          FileName: message.content?.name,
          FileSize: message.content?.size,
          FileType: message.content?.media,
          gid: message.content?.gid,
        };
  return {
    MessageType: 'CC.ChatMessage',
    MessageBody: {
      SessionID: message.sessionId ?? '',
      ChatRoute: 'webChat',
      ClientType: 'user',
      engineer_name: engineerName,
      id: message.id,
      SendTime: message.sentAt,
      avatar: message.avatar,
      Body: { Type: message.type, Content: content },
    },
  };
}

/** The MsgType of SPEC §7's send for a row type. */
export const MSG_TYPE = {
  Text: 'text',
  Image: 'image',
  File: 'file',
  Voice: 'voice',
  Video: 'video',
  Notice: 'text',
} as const;

/**
 * SPEC §4/§7 uploads, the same for both sides: a picture under SPEC §5's year/month/random name
 * (the type from its bytes), a file with progress; both cancellable.
 */
export function uploader(api: ApiClient): SenderDeps['upload'] {
  return async (kind, blob, name, { signal, onProgress }) => {
    const form = new FormData();
    if (kind === 'image') {
      const key = imageUploadFileName(blob.type || 'image/png');
      form.append('file', blob, key.split('/').pop());
      form.append('key', key);
      const { image_url } = await api.call(ownApi.uploadImage, {
        body: form,
        signal,
        onUploadProgress: onProgress,
      });
      return image_url;
    }
    form.append('file', blob, name);
    const { url } = await api.call(ownApi.uploadFile, {
      body: form,
      signal,
      onUploadProgress: onProgress,
    });
    return url;
  };
}

export interface VisitorPostContext {
  api: ApiClient;
  token: () => string;
  projectId?: string;
  accessesId?: string;
  skill?: string;
  /** Seconds since epoch for CreateTime; injectable for tests. */
  now?: () => number;
}

/** SPEC §7 send (POST /api/csc/core/webchat/main) of a visitor's row, with its client id. */
export function visitorPost(ctx: VisitorPostContext): SenderDeps['post'] {
  return (message) =>
    ctx.api.call(ownApi.send, {
      body: {
        project_id: ctx.projectId,
        token: ctx.token(),
        message_body: {
          accesses_id: ctx.accessesId,
          Skill: ctx.skill,
          project_id: ctx.projectId,
          MsgType: MSG_TYPE[message.type],
          Content: message.type === 'Text' ? message.text : undefined,
          PicUrl: message.type === 'Image' ? message.imageUrl : undefined,
          MediaUrl: message.type !== 'Text' ? (message.mediaUrl ?? message.imageUrl) : undefined,
          FileName: message.content?.name,
          FileType: message.content?.media,
          FileSize: message.content?.size,
          CreateTime: Math.floor((ctx.now?.() ?? Date.now()) / 1000),
          ClientMsgId: message.id,
          SessionID: message.sessionId,
        },
      },
    });
}
