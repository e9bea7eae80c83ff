import type { Pool } from 'pg';
import type { StoredUpload, UploadIndex } from '../uploads/upload-sink';
import { run } from './pg-table';

/** The uploads' names and types in PostgreSQL, for every node of a cluster. */
export function pgUploadIndex(pool: Pool): UploadIndex {
  return {
    async add(row) {
      await run(
        pool,
        `INSERT INTO uploads (id, path, original_name, mime, size, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [row.id, row.path, row.originalName, row.mime, row.size, row.createdAt],
      );
    },
    async find(id) {
      const rows = await run<{
        id: string;
        path: string;
        original_name: string;
        mime: string;
        size: string;
        created_at: string;
      }>(pool, 'SELECT * FROM uploads WHERE id = ?', [id]);
      const row = rows[0];
      return (row && {
        id: row.id,
        path: row.path,
        originalName: row.original_name,
        mime: row.mime,
        size: Number(row.size),
        createdAt: Number(row.created_at),
      }) satisfies StoredUpload | undefined;
    },
  };
}
