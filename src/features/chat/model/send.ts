import { ownApi, type OutgoingEnvelope } from '@/lib/contract';
import { isApiError, type ApiClient } from '@/lib/api-client';
import { imageUploadFileName, validateUploadName } from '@/lib/validate';
import { call, useCallStore } from './chat-store';
import type { ChatMessage } from './types';

export interface SendContext {
  api: ApiClient;
  token: string;
  projectId?: string;
  accessesId?: string;
  skill?: string;
  /** Seconds since epoch for CreateTime; injectable for tests. */
  now?: () => number;
  newId?: () => string;
  /** An object URL for an image preview (URL.createObjectURL in the browser). */
  preview?: (file: File) => string;
}

/** Files whose upload has not reached the server yet, so a retry can upload them again. */
const unsent = new Map<string, File>();

const newClientId = () =>
  `c-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

/** SPEC §3 outgoing envelope for a message the visitor sends. */
export function buildEnvelope(message: ChatMessage, engineerName?: string): OutgoingEnvelope {
  const content =
    message.type === 'Text'
      ? (message.text ?? '')
      : {
          MediaUrl: message.MediaUrl ?? message.PicUrl ?? '',
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
      SendTime: message.sendTime,
      avatar: message.avatar,
      Body: { Type: message.type, Content: content },
    },
  };
}

function draft(ctx: SendContext, patch: Partial<ChatMessage>): ChatMessage {
  const state = useCallStore.getState();
  return {
    id: (ctx.newId ?? newClientId)(),
    sessionId: state.sessionId,
    type: 'Text',
    isEngineer: false,
    client_type: 'user',
    avatar: state.userInfo.avatar,
    authorName: state.userInfo.user_name,
    sendTime: Date.now(),
    timestamp: Date.now(),
    error: 'presending',
    isRead: 1,
    ...patch,
  };
}

/**
 * SPEC §4 sending: presending, then '' with isRead unread on statusCode 200, or error with the
 * error callback. The same client id goes with a retry, so the server stores it once.
 */
async function post(
  ctx: SendContext,
  message: ChatMessage,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  call.updateMessage(message.id, { error: 'presending' });
  const msgType = {
    Text: 'text',
    Image: 'image',
    File: 'file',
    Voice: 'voice',
    Video: 'video',
    Notice: 'text',
  } as const;
  try {
    const result = await ctx.api.call(ownApi.send, {
      body: {
        project_id: ctx.projectId,
        token: ctx.token,
        message_body: {
          accesses_id: ctx.accessesId,
          Skill: ctx.skill,
          project_id: ctx.projectId,
          MsgType: msgType[message.type],
          Content: message.type === 'Text' ? message.text : undefined,
          PicUrl: message.type === 'Image' ? message.PicUrl : undefined,
          MediaUrl: message.type !== 'Text' ? (message.MediaUrl ?? message.PicUrl) : undefined,
          FileName: message.content?.name,
          FileType: message.content?.media,
          FileSize: message.content?.size,
          CreateTime: Math.floor((ctx.now?.() ?? Date.now()) / 1000),
          ClientMsgId: message.id,
        },
      },
    });
    call.updateMessage(message.id, {
      error: '',
      // SPEC §4: unread on success, unless the reader's receipt outran this response.
      isRead: useCallStore.getState().isReadList[result.messageID] ?? 1,
      message_id: result.messageID,
      progress: undefined,
    });
    return true;
  } catch (error) {
    call.updateMessage(message.id, { error: 'error', progress: undefined });
    onError?.(error);
    return false;
  }
}

export function sendText(ctx: SendContext, text: string, onError?: (e: unknown) => void) {
  const message = draft(ctx, { type: 'Text', text });
  call.appendMessage(message);
  return { id: message.id, done: post(ctx, message, onError) };
}

/** SPEC §4 image: show a local preview at once, upload, then post. */
export function sendImage(ctx: SendContext, file: File, onError?: (e: unknown) => void) {
  const message = draft(ctx, { type: 'Image', PicUrl: ctx.preview?.(file), progress: 0 });
  call.appendMessage(message);
  unsent.set(message.id, file);
  return { id: message.id, done: uploadImage(ctx, message, file, onError) };
}

async function uploadImage(
  ctx: SendContext,
  message: ChatMessage,
  file: File,
  onError?: (e: unknown) => void,
) {
  try {
    const form = new FormData();
    // SPEC §5: the stored name is year/month/random id with the extension from the MIME type.
    const key = imageUploadFileName(file.type);
    form.append('file', file, key.split('/').pop());
    form.append('key', key);
    const { image_url } = await ctx.api.call(ownApi.uploadImage, {
      body: form,
      onUploadProgress: (progress) => call.updateMessage(message.id, { progress }),
    });
    unsent.delete(message.id);
    call.updateMessage(message.id, { PicUrl: image_url, MediaUrl: image_url });
    return post(ctx, { ...message, PicUrl: image_url, MediaUrl: image_url }, onError);
  } catch (error) {
    call.updateMessage(message.id, { error: 'error', progress: undefined });
    onError?.(error);
    return false;
  }
}

export type FileSendResult =
  | { ok: false; message: string }
  | { ok: true; id: string; cancel: () => void; done: Promise<boolean> };

/** SPEC §4/§5 file: extension check, upload with progress (cancellable), then post. */
export function sendFile(
  ctx: SendContext,
  file: File,
  onError?: (e: unknown) => void,
): FileSendResult {
  const check = validateUploadName(file.name);
  if (!check.ok) return { ok: false, message: check.message };
  const message = draft(ctx, {
    type: 'File',
    progress: 0,
    content: { name: file.name, size: file.size, url: '', media: check.extension },
  });
  call.appendMessage(message);
  unsent.set(message.id, file);
  const controller = new AbortController();
  return {
    ok: true,
    id: message.id,
    cancel: () => controller.abort(),
    done: uploadFile(ctx, message, file, controller, onError),
  };
}

async function uploadFile(
  ctx: SendContext,
  message: ChatMessage,
  file: File,
  controller: AbortController,
  onError?: (e: unknown) => void,
) {
  try {
    const form = new FormData();
    form.append('file', file);
    const { url } = await ctx.api.call(ownApi.uploadFile, {
      body: form,
      signal: controller.signal,
      onUploadProgress: (progress) => call.updateMessage(message.id, { progress }),
    });
    unsent.delete(message.id);
    const sent = { ...message, MediaUrl: url, content: { ...message.content!, url } };
    call.updateMessage(message.id, { MediaUrl: url, content: sent.content });
    return post(ctx, sent, onError);
  } catch (error) {
    if (isApiError(error) && error.code === 'cancelled') {
      unsent.delete(message.id);
      call.deleteMessage(message.id);
      return false;
    }
    call.updateMessage(message.id, { error: 'error', progress: undefined });
    onError?.(error);
    return false;
  }
}

/** Retries a failed message with the same client id (uploads again if the file never arrived). */
export function retry(
  ctx: SendContext,
  id: string,
  onError?: (e: unknown) => void,
): Promise<boolean> {
  const message = useCallStore.getState().message.find((m) => m.id === id);
  if (!message || message.error !== 'error') return Promise.resolve(false);
  const file = unsent.get(id);
  if (file && message.type === 'Image')
    return uploadImage(ctx, { ...message, error: 'presending' }, file, onError);
  if (file) return uploadFile(ctx, message, file, new AbortController(), onError);
  return post(ctx, message, onError);
}
