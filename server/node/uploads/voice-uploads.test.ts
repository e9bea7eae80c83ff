// @vitest-environment node
import { VOICE_MAX_BYTES } from '@/lib/contract';
import { decideUpload } from './upload-types';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

withoutMsw();

/** What a voice note's first bytes look like in each container a MediaRecorder writes. */
const ebml = (id: number[], bytes: number[]) => [...id, 0x80 | bytes.length, ...bytes];
const head = [
  ...ebml([0x42, 0x86], [1]),
  ...ebml([0x42, 0xf7], [1]),
  ...ebml([0x42, 0xf2], [4]),
  ...ebml([0x42, 0xf3], [8]),
  ...ebml([0x42, 0x82], [...Buffer.from('webm')]),
  ...ebml([0x42, 0x87], [4]),
  ...ebml([0x42, 0x85], [2]),
];
const segment = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | head.length, ...head, ...segment]);
const page = Buffer.alloc(27);
page.write('OggS', 0);
page[5] = 2;
page[26] = 1;
const OGG_OPUS = Buffer.concat([
  page,
  Buffer.from([19]),
  Buffer.from('OpusHead'),
  Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
]);
function ftyp(brand: string) {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4);
  box.write(brand, 8);
  box.write(brand, 16);
  box.write('isom', 20);
  return box;
}
const pad = (bytes: Buffer, size = 256) => Buffer.concat([bytes, Buffer.alloc(size)]);

describe('decideUpload: voice notes', () => {
  const sniff = (ext: string, mime = `x/${ext}`) => ({ ext, mime });
  it.each([
    ['voice-1.webm', sniff('webm', 'video/webm'), 'webm', 'audio/webm'],
    ['voice-1.m4a', sniff('m4a', 'audio/x-m4a'), 'm4a', 'audio/mp4'],
    ['voice-1.m4a', sniff('mp4', 'video/mp4'), 'm4a', 'audio/mp4'],
    ['voice-1.ogg', sniff('opus', 'audio/ogg; codecs=opus'), 'ogg', 'audio/ogg'],
    ['voice-1.ogg', sniff('ogg', 'audio/ogg'), 'ogg', 'audio/ogg'],
  ])('accepts %s sniffed as %o, served as .%s %s', (name, sniffed, ext, mime) => {
    expect(decideUpload(name, sniffed)).toEqual({ ok: true, ext, mime, inline: false });
  });

  it.each([
    ['voice-1.webm', sniff('mkv')],
    ['voice-1.webm', sniff('zip')],
    ['voice-1.webm', undefined],
    ['voice-1.m4a', sniff('webm')],
    ['voice-1.ogg', sniff('mp3')],
  ])('refuses %s sniffed as %o', (name, sniffed) => {
    expect(decideUpload(name, sniffed)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('voice note uploads on the server', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const login = await fetch(`${server.url}/api/csc/login/anon`, { method: 'POST' });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });
  afterAll(() => server.stop());

  async function upload(bytes: Buffer, name: string, type: string) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    const response = await fetch(`${server.url}/api/csc/upload/file?token=${token}`, {
      method: 'POST',
      body: form,
    });
    const body = (await response.json()) as {
      data: { url: string } | null;
      message: { code?: string; values?: Record<string, unknown> };
    };
    return { status: response.status, body };
  }

  it.each([
    [WEBM, 'voice-20260314-093005.webm', 'audio/webm', 'audio/webm'],
    [OGG_OPUS, 'voice-20260314-093005.ogg', 'audio/ogg', 'audio/ogg'],
    [ftyp('M4A '), 'voice-20260314-093005.m4a', 'audio/mp4', 'audio/mp4'],
    [ftyp('isom'), 'voice-20260314-093005.m4a', 'audio/mp4', 'audio/mp4'],
  ])('stores %#: %s and serves it as %s for the players', async (bytes, name, type, served) => {
    const { status, body } = await upload(pad(bytes), name, type);
    expect(status).toBe(200);
    const response = await fetch(`${server.url}${body.data?.url}`);
    expect(response.headers.get('content-type')).toBe(served);
    // The players fetch ranges of it (seeking, and learning a WebM's length).
    const part = await fetch(`${server.url}${body.data?.url}`, { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
  });

  it('refuses a voice note bigger than a minute can be (2 MB), not a file that size', async () => {
    const big = pad(WEBM, VOICE_MAX_BYTES);
    const refused = await upload(big, 'voice-1.webm', 'audio/webm');
    expect(refused).toMatchObject({
      status: 413,
      body: { message: { code: 'file_too_large', values: { mb: 2 } } },
    });
    expect(
      (await upload(pad(WEBM, VOICE_MAX_BYTES - 200), 'voice-1.webm', 'audio/webm')).status,
    ).toBe(200);
  });

  it('refuses a .webm that is not a WebM recording', async () => {
    const { status } = await upload(pad(OGG_OPUS), 'voice-1.webm', 'audio/webm');
    expect(status).toBe(400);
  });
});
