import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { fileTypeFromBlob } from 'file-type';
import { cleanName } from '@/lib/contract';
import { refused, type UploadSink } from '../../core';
import type { UploadFiles } from './upload-files';
import { decideUpload } from './upload-types';

export interface StoredUpload {
  id: string;
  /** Relative to the uploads directory: yyyy/MM/<uuid>.<ext>. */
  path: string;
  originalName: string;
  mime: string;
  size: number;
  createdAt: number;
}

/** Where the uploads' names and types are kept: the server's database. */
export interface UploadIndex {
  add(row: StoredUpload): Promise<void>;
  find(id: string): Promise<StoredUpload | undefined>;
}

export function sqliteUploadIndex(db: Database): UploadIndex {
  const insert = db.prepare(
    `INSERT INTO uploads (id, path, original_name, mime, size, created_at)
     VALUES (@id, @path, @originalName, @mime, @size, @createdAt)`,
  );
  const byId = db.prepare(
    `SELECT id, path, original_name AS originalName, mime, size, created_at AS createdAt
     FROM uploads WHERE id = ?`,
  );
  return {
    add: async (row) => void insert.run(row),
    find: async (id) => byId.get(id) as StoredUpload | undefined,
  };
}

/** Where uploads are served from; the generated path follows it. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * Keeps what is printable and harmless in a download name; the disk never sees it. The
 * contract's cleanName (one rule for every stored name) drops controls and direction overrides:
 * "invoice\u202Efdp.exe" would be drawn as "invoiceexe.pdf" wherever the name is shown.
 */
function storedName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = cleanName(base).replace(/"/g, '').trim();
  return clean.slice(-200) || 'file';
}

/**
 * Uploaded files, named by the server (yyyy/MM/<uuid>.<ext>, SPEC §5), never by the visitor,
 * on disk or in a bucket (`files`). The bytes are sniffed (file-type) and must match the
 * extension's family; the original name and the type to serve are kept in the uploads table.
 * The nodes of a cluster share the files (a volume every node mounts, or the bucket) and the
 * index (the database).
 */
export function createUploads(options: {
  files: UploadFiles;
  index: UploadIndex;
  maxBytes: number;
  now?: () => number;
}) {
  const { files, index, maxBytes } = options;
  const now = options.now ?? Date.now;

  const sink: UploadSink = {
    async save({ name, bytes }) {
      const mb = Math.floor(maxBytes / 1024 / 1024);
      if (bytes.size > maxBytes)
        throw refused(413, `文件不能超过 ${mb}MB`, { code: 'file_too_large', values: { mb } });
      if (bytes.size === 0) throw refused(400, '文件是空的', { code: 'upload_empty' });
      const sniffed = await fileTypeFromBlob(bytes);
      const decision = decideUpload(name, sniffed && { ext: sniffed.ext, mime: sniffed.mime });
      if (!decision.ok) throw refused(decision.status, decision.info, decision.reason);
      const date = new Date(now());
      const folder = `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
      const id = randomUUID();
      const path = `${folder}/${id}.${decision.ext}`;
      await files.write(path, bytes, decision.mime);
      await index.add({
        id,
        path,
        originalName: storedName(name),
        mime: decision.mime,
        size: bytes.size,
        createdAt: now(),
      } satisfies StoredUpload);
      return `${UPLOADS_PREFIX}${path}`;
    },
  };

  return {
    sink,
    files,
    lookup: (id: string) => index.find(id),
  };
}

export type Uploads = ReturnType<typeof createUploads>;
