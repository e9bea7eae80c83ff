import type { UploadSink } from '@server/core';

/**
 * Uploaded files live in memory and are served back at /mock-uploads/<id>/<name> by a handler,
 * so <img> and download links work the same in the browser (service worker) and in tests.
 */
export function createMemoryUploads() {
  const files = new Map<string, { blob: Blob; type: string; name: string }>();
  let n = 0;
  const sink: UploadSink = {
    async save({ name, type, bytes }) {
      const id = `${Date.now().toString(36)}${(n += 1).toString(36)}`;
      files.set(id, { blob: bytes, type, name });
      // Every character but plain path ones escaped (encodeURIComponent leaves !'()*): the
      // address is one of our own files by the rule both sides check (isOwnFilePath).
      const escaped = encodeURIComponent(name).replace(
        /[!'()*]/g,
        (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
      );
      return `/mock-uploads/${id}/${escaped}`;
    },
  };
  return { sink, get: (id: string) => files.get(id) };
}
