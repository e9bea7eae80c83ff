import type { ChatMessage } from '@/features/chat';
import { isApiError, type ApiClient } from '@/lib/api-client';
import { consoleApi, ownApi, type EngineerInfo } from '@/lib/contract';
import { imageUploadFileName, validateUploadName } from '@/lib/validate';
import { consoleStore, useConsoleStore } from './console-store';

export interface EngineerSendContext {
  api: ApiClient;
  engineer: EngineerInfo;
  sessionId: string;
  /** An object URL for an image preview (URL.createObjectURL in the browser). */
  preview?: (file: File) => string;
  newId?: () => string;
}

type OnError = (error: unknown) => void;

/** Files whose upload has not reached the server yet, so a retry uploads them again. */
const unsent = new Map<string, File>();
const cancels = new Map<string, () => void>();

const newClientId = () =>
  `e-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

function draft(ctx: EngineerSendContext, patch: Partial<ChatMessage>): ChatMessage {
  const now = Date.now();
  return {
    id: (ctx.newId ?? newClientId)(),
    sessionId: ctx.sessionId,
    type: 'Text',
    isEngineer: true,
    client_type: 'engineer',
    avatar: ctx.engineer.engineer_img ?? '',
    authorName: ctx.engineer.engineer_name,
    engineer_code: ctx.engineer.engineer_code,
    sendTime: now,
    timestamp: now,
    error: 'presending',
    isRead: 1,
    ...patch,
  };
}

const MSG_TYPE = {
  Text: 'text',
  Image: 'image',
  File: 'file',
  Voice: 'voice',
  Video: 'video',
} as const;

/**
 * The same states as the visitor's sends (SPEC §4): presending, then '' once the server has
 * it, or error. The client id goes along, so a retry is stored once.
 */
async function post(ctx: EngineerSendContext, message: ChatMessage, onError?: OnError) {
  const update = (patch: Partial<ChatMessage>) =>
    consoleStore.updateMessage(ctx.sessionId, message.id, patch);
  update({ error: 'presending' });
  try {
    const result = await ctx.api.call(consoleApi.send, {
      body: {
        session_id: ctx.sessionId,
        MsgType: message.type === 'Notice' ? 'text' : MSG_TYPE[message.type],
        Content: message.type === 'Text' ? message.text : undefined,
        MediaUrl: message.type === 'Text' ? undefined : (message.MediaUrl ?? message.PicUrl),
        FileName: message.content?.name,
        FileType: message.content?.media,
        FileSize: message.content?.size,
        ClientMsgId: message.id,
      },
    });
    update({ error: '', message_id: result.messageID, progress: undefined });
    return true;
  } catch (error) {
    update({ error: 'error', progress: undefined });
    onError?.(error);
    return false;
  }
}

export function sendText(ctx: EngineerSendContext, text: string, onError?: OnError) {
  const message = draft(ctx, { type: 'Text', text });
  consoleStore.receive(ctx.sessionId, message);
  return { id: message.id, done: post(ctx, message, onError) };
}

/** An image: a local preview at once, then upload (SPEC §5 name), then post. */
export function sendImage(ctx: EngineerSendContext, file: File, onError?: OnError) {
  const message = draft(ctx, { type: 'Image', PicUrl: ctx.preview?.(file), progress: 0 });
  consoleStore.receive(ctx.sessionId, message);
  unsent.set(message.id, file);
  return { id: message.id, done: uploadImage(ctx, message, file, onError) };
}

async function uploadImage(
  ctx: EngineerSendContext,
  message: ChatMessage,
  file: File,
  onError?: OnError,
) {
  const update = (patch: Partial<ChatMessage>) =>
    consoleStore.updateMessage(ctx.sessionId, message.id, patch);
  try {
    const form = new FormData();
    const key = imageUploadFileName(file.type);
    form.append('file', file, key.split('/').pop());
    form.append('key', key);
    const { image_url } = await ctx.api.call(ownApi.uploadImage, {
      body: form,
      onUploadProgress: (progress) => update({ progress }),
    });
    unsent.delete(message.id);
    update({ PicUrl: image_url, MediaUrl: image_url });
    return post(ctx, { ...message, PicUrl: image_url, MediaUrl: image_url }, onError);
  } catch (error) {
    update({ error: 'error', progress: undefined });
    onError?.(error);
    return false;
  }
}

export type FileSendResult =
  { ok: false; message: string } | { ok: true; id: string; done: Promise<boolean> };

/** A file: the SPEC §5 allow-list, then upload with progress (cancellable), then post. */
export function sendFile(ctx: EngineerSendContext, file: File, onError?: OnError): FileSendResult {
  const check = validateUploadName(file.name);
  if (!check.ok) return { ok: false, message: check.message };
  const message = draft(ctx, {
    type: 'File',
    progress: 0,
    content: { name: file.name, size: file.size, url: '', media: check.extension },
  });
  consoleStore.receive(ctx.sessionId, message);
  unsent.set(message.id, file);
  return { ok: true, id: message.id, done: uploadFile(ctx, message, file, onError) };
}

async function uploadFile(
  ctx: EngineerSendContext,
  message: ChatMessage,
  file: File,
  onError?: OnError,
) {
  const controller = new AbortController();
  cancels.set(message.id, () => controller.abort());
  const update = (patch: Partial<ChatMessage>) =>
    consoleStore.updateMessage(ctx.sessionId, message.id, patch);
  try {
    const form = new FormData();
    form.append('file', file);
    const { url } = await ctx.api.call(ownApi.uploadFile, {
      body: form,
      signal: controller.signal,
      onUploadProgress: (progress) => update({ progress }),
    });
    unsent.delete(message.id);
    const content = { ...message.content!, url };
    update({ MediaUrl: url, content });
    return post(ctx, { ...message, MediaUrl: url, content }, onError);
  } catch (error) {
    if (isApiError(error) && error.code === 'cancelled') {
      unsent.delete(message.id);
      consoleStore.deleteMessage(ctx.sessionId, message.id);
      return false;
    }
    update({ error: 'error', progress: undefined });
    onError?.(error);
    return false;
  } finally {
    cancels.delete(message.id);
  }
}

/** Stops a file upload on its way; the row goes away. */
export function cancelUpload(id: string): void {
  cancels.get(id)?.();
}

/** Sends a failed message again with the same client id (uploading again if needed). */
export function retry(ctx: EngineerSendContext, id: string, onError?: OnError): Promise<boolean> {
  const message = useConsoleStore.getState().messages[ctx.sessionId]?.find((m) => m.id === id);
  if (!message || message.error !== 'error') return Promise.resolve(false);
  const file = unsent.get(id);
  if (file && message.type === 'Image')
    return uploadImage(ctx, { ...message, error: 'presending' }, file, onError);
  if (file) {
    consoleStore.updateMessage(ctx.sessionId, id, { error: 'presending', progress: 0 });
    return uploadFile(ctx, message, file, onError);
  }
  return post(ctx, message, onError);
}
