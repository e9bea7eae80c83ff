import type { Hono } from 'hono';
import {
  FILE_MAX_BYTES,
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  isVoiceName,
  ownApi,
  sniffImage,
  UPLOAD_EXTENSIONS,
  validateUploadName,
  VOICE_MAX_BYTES,
} from '@/lib/contract';
import { badRequest, refused, unauthorized, type UploadSink, type WebchatCore } from '../core';
import { route } from './route';

export const IMAGE_LIMIT_BYTES = IMAGE_MAX_BYTES;
export const FILE_LIMIT_BYTES = FILE_MAX_BYTES;
export { sniffImage };

const MB = 1024 * 1024;

function fileOf(form: FormData | undefined): File {
  const file = form?.get('file');
  if (!(file instanceof File))
    throw badRequest('Invalid body: file is required', { code: 'file_required' });
  return file;
}

/** Visitors and engineers both send pictures and files; anyone else is refused. */
async function signedIn(core: WebchatCore, token: string | undefined) {
  if (!token || !(await core.accountForToken(token))) throw unauthorized();
}

/** Uploads, validated here whatever the client checked (SPEC §5 allow-list, sizes, content). */
export function uploadRoutes(app: Hono, core: WebchatCore, sink: UploadSink) {
  route(app, ownApi.uploadImage, async ({ form, token }) => {
    await signedIn(core, token);
    const file = fileOf(form);
    if (file.size > IMAGE_LIMIT_BYTES)
      throw refused(413, `图片不能超过 ${IMAGE_LIMIT_BYTES / MB}MB`, {
        code: 'image_too_large',
        values: { mb: IMAGE_LIMIT_BYTES / MB },
      });
    const type = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type)
      throw refused(415, '只支持 PNG、JPEG、GIF、WebP 图片', {
        code: 'image_format',
        values: { formats: IMAGE_FORMATS.join(', ') },
      });
    return { image_url: await sink.save({ name: file.name, type, size: file.size, bytes: file }) };
  });

  const saveFile = async ({ form, token }: { form: FormData | undefined; token?: string }) => {
    await signedIn(core, token);
    const file = fileOf(form);
    const check = validateUploadName(file.name);
    if (!check.ok)
      throw refused(415, check.message, {
        code: 'upload_format',
        values: { formats: UPLOAD_EXTENSIONS.join('、') },
      });
    // A voice note is at most a minute (VOICE_MAX_SECONDS): its bytes cannot be more.
    const limit = isVoiceName(file.name) ? VOICE_MAX_BYTES : FILE_LIMIT_BYTES;
    if (file.size > limit)
      throw refused(413, `文件不能超过 ${limit / MB}MB`, {
        code: 'file_too_large',
        values: { mb: limit / MB },
      });
    const type = file.type || 'application/octet-stream';
    return { url: await sink.save({ name: file.name, type, size: file.size, bytes: file }) };
  };
  route(app, ownApi.uploadFile, saveFile);
  route(app, ownApi.caseUpload, saveFile);
}
