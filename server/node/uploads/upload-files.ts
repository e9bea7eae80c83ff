import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { PRIVATE_DIR, PRIVATE_FILE } from '../data-dir';
import { fileStats, type SendableSource } from '../http/send-file';

/** A stored file as the upload route serves it: validators from its size and time, bytes by range. */
export type FileSource = SendableSource;

/**
 * Where uploaded bytes live, under the server-made path (yyyy/MM/<uuid>.<ext>): a directory
 * every node mounts, or an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...).
 * The names and types are in the database (UploadIndex) either way.
 */
export interface UploadFiles {
  /** For the start-up log, without credentials. */
  where: string;
  /** Stores the bytes under `path`; a reader never sees half of them under that name. */
  write(path: string, bytes: Blob, mime: string): Promise<void>;
  /** The file at `path`, or undefined. */
  open(path: string): Promise<FileSource | undefined>;
}

export function diskFiles(dir: string): UploadFiles {
  return {
    where: dir,
    async write(path, bytes) {
      const target = join(dir, path);
      const partial = `${target}.part`;
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR });
      try {
        // Written aside and renamed, so a crash never leaves half a file under a served name.
        const source = Readable.fromWeb(bytes.stream() as unknown as NodeWebStream<Uint8Array>);
        await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(path) {
      const file = join(dir, path);
      const stats = await fileStats(file);
      if (!stats) return undefined;
      return {
        size: stats.size,
        mtime: stats.mtime,
        stream: (start, end) =>
          Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>,
      };
    },
  };
}

export interface S3Options {
  /** The service's URL: https://s3.eu-west-1.amazonaws.com, http://minio:9000, ... */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key, to share a bucket: 'webchat/'. */
  prefix?: string;
}

/**
 * Uploads in an S3-compatible bucket, addressed path-style (endpoint/bucket/key), which every
 * implementation answers. Requests are signed with AWS Signature V4 (aws4fetch). A PUT is
 * atomic: the object appears whole or not at all. The bucket stays private: files are served
 * through the node, with the same headers (sandboxing CSP, nosniff, disposition) as from disk.
 */
export function s3Files(options: S3Options): UploadFiles {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  const url = (path: string) =>
    base + `${options.prefix ?? ''}${path}`.split('/').map(encodeURIComponent).join('/');
  const failed = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    return new Error(`S3 ${what}: HTTP ${response.status} ${detail}`);
  };
  return {
    where: `S3 ${base}${options.prefix ?? ''}`,
    async write(path, bytes, mime) {
      const response = await client.fetch(url(path), {
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': mime, 'Content-Length': String(bytes.size) },
      });
      if (!response.ok) throw await failed(`PUT ${path}`, response);
      await response.body?.cancel();
    },
    async open(path) {
      const head = await client.fetch(url(path), { method: 'HEAD' });
      if (head.status === 404 || head.status === 403) return undefined;
      if (!head.ok) throw await failed(`HEAD ${path}`, head);
      const size = Number(head.headers.get('content-length'));
      const modified = Date.parse(head.headers.get('last-modified') ?? '');
      return {
        size,
        mtime: new Date(Number.isNaN(modified) ? 0 : modified),
        // The GET starts when the answer's body is first read (never for a HEAD or a 304).
        stream(start, end) {
          let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (!reader) {
                const response = await client.fetch(url(path), {
                  headers: { Range: `bytes=${start}-${end}` },
                });
                if (!response.ok || !response.body)
                  return controller.error(await failed(`GET ${path}`, response));
                reader = response.body.getReader();
              }
              const { done, value } = await reader.read();
              if (done) controller.close();
              else controller.enqueue(value);
            },
            cancel: (reason) => reader?.cancel(reason),
          });
        },
      };
    },
  };
}
