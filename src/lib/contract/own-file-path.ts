/**
 * A file this service handed out: a path on its own host (the upload endpoints answer
 * `/uploads/…`, the mocks `/mock-uploads/…`, the demo's seed `/static/demo/…`), in plain path
 * characters only. Not another host's address: `//host`, `/\\host` (which browsers read as
 * `//host`), a scheme, `..`. The one rule for left messages' attachments and for the pictures,
 * files, voice notes and videos of messages, on the server and in both windows (#37 item 5).
 */
export const isOwnFilePath = (url: string): boolean =>
  /^\/[\w%.~-]+(?:\/[\w%.~-]+)*$/.test(url) && !url.split('/').includes('..');
