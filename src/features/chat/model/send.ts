import { ownApi } from '@/lib/contract';
import { toVisitorSendBody } from '@/lib/contract/send-bodies';
import type { ApiClient } from '@/lib/api-client';
import { imageUploadFileName } from '@/lib/validate';
import type { SenderDeps } from './sender';

export const newClientId = (prefix = 'c') =>
  `${prefix}-${globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)}`;

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
  /** The clock (ms since epoch) the row's CreateTime is read from; injectable for tests. */
  now?: () => number;
}

/** SPEC §7 send (POST /api/csc/core/webchat/main) of a visitor's row, with its client id. */
export function visitorPost(ctx: VisitorPostContext): SenderDeps['post'] {
  return (message) =>
    ctx.api.call(ownApi.send, {
      body: toVisitorSendBody(message, {
        token: ctx.token(),
        projectId: ctx.projectId,
        accessesId: ctx.accessesId,
        skill: ctx.skill,
        at: ctx.now?.() ?? Date.now(),
      }),
    });
}
