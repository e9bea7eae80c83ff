// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { BROKEN, readBodyText, TOO_LARGE } from './request-body';

/** A request stream as Node hands it: chunks, and the headers it came with. */
function request(chunks: string[], contentLength?: number): IncomingMessage {
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))) as unknown as IncomingMessage;
  stream.headers = contentLength === undefined ? {} : { 'content-length': String(contentLength) };
  return stream;
}

describe('a JSON body read from the socket (the Node host)', () => {
  it('reads the chunks as UTF-8 text, with or without a length', async () => {
    const text = '{"Content":"电脑开不了机"}';
    expect(await readBodyText(request([text.slice(0, 5), text.slice(5)]), 1024)).toBe(text);
    const length = Buffer.byteLength(text);
    expect(await readBodyText(request([text], length), 1024)).toBe(text);
  });

  it('stops at the limit, whether the length says so or the chunks do', async () => {
    expect(await readBodyText(request(['x'], 2048), 1024)).toBe(TOO_LARGE);
    expect(await readBodyText(request(Array(5).fill('x'.repeat(300))), 1024)).toBe(TOO_LARGE);
  });

  it('calls a body shorter than its Content-Length broken, not a server error', async () => {
    expect(await readBodyText(request(['{"a":'], 100), 1024)).toBe(BROKEN);
  });
});
