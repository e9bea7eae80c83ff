import type { Hono } from 'hono';
import { ownApi } from '@/lib/contract';
import { validateUploadName } from '@/lib/validate';
import { CoreError, unauthorized, type UploadSink, type WebchatCore } from '../core';
import { route } from './route';

export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
export const FILE_LIMIT_BYTES = 50 * 1024 * 1024;

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const IMAGE_SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && ascii(b.slice(1, 4)) === 'PNG' },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => ascii(b.slice(0, 4)) === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) => ascii(b.slice(0, 4)) === 'RIFF' && ascii(b.slice(8, 12)) === 'WEBP',
  },
];

/** The image type the bytes say, whatever the name or the declared type claim (never SVG). */
export function sniffImage(head: Uint8Array): string | undefined {
  return IMAGE_SIGNATURES.find((s) => s.test(head))?.type;
}

function fileOf(form: FormData | undefined): File {
  const file = form?.get('file');
  if (!(file instanceof File)) throw new CoreError(400, 'Invalid body: file is required');
  return file;
}

/** Visitors and engineers both send pictures and files; anyone else is refused. */
function signedIn(core: WebchatCore, token: string | undefined) {
  if (!token || !core.accountForToken(token)) throw unauthorized();
}

/** Uploads, validated here whatever the client checked (SPEC §5 allow-list, sizes, content). */
export function uploadRoutes(app: Hono, core: WebchatCore, sink: UploadSink) {
  route(app, ownApi.uploadImage, async ({ form, token }) => {
    signedIn(core, token);
    const file = fileOf(form);
    if (file.size > IMAGE_LIMIT_BYTES) throw new CoreError(413, '图片不能超过 10MB');
    const type = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type) throw new CoreError(415, '只支持 PNG、JPEG、GIF、WebP 图片');
    return { image_url: await sink.save({ name: file.name, type, size: file.size, bytes: file }) };
  });

  const saveFile = async ({ form, token }: { form: FormData | undefined; token?: string }) => {
    signedIn(core, token);
    const file = fileOf(form);
    const check = validateUploadName(file.name);
    if (!check.ok) throw new CoreError(415, check.message);
    if (file.size > FILE_LIMIT_BYTES) throw new CoreError(413, '文件不能超过 50MB');
    const type = file.type || 'application/octet-stream';
    return { url: await sink.save({ name: file.name, type, size: file.size, bytes: file }) };
  };
  route(app, ownApi.uploadFile, saveFile);
  route(app, ownApi.caseUpload, saveFile);
}
