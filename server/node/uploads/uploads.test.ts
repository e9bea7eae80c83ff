// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { decideUpload } from './upload-types';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

withoutMsw();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A real one-entry zip (stored, not deflated), so file-type recognises it. */
function zip(name = 'a.txt', content = 'hello'): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ maxUploadBytes: 1024 * 1024 });
  const login = await fetch(`${server.url}/api/csc/login/anon`, { method: 'POST' });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(() => server.stop());

async function upload(path: string, bytes: Buffer, name: string, type = '') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const response = await fetch(`${server.url}${path}?token=${token}`, {
    method: 'POST',
    body: form,
  });
  const body = (await response.json()) as {
    data: Record<string, string> | null;
    message: { info: string };
  };
  return { status: response.status, body };
}

describe('uploads on disk', () => {
  it('stores an image under a generated name and serves it inline with its real type', async () => {
    const { status, body } = await upload(
      '/api/csc/upload/image',
      PNG,
      '假期 照片.jpg',
      'image/jpeg',
    );
    expect(status).toBe(200);
    const url = body.data?.image_url ?? '';
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const files = readdirSync(join(server.dataDir, 'uploads'), { recursive: true }).map(String);
    expect(files.some((f) => f.includes('假期'))).toBe(false);

    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const part = await fetch(`${server.url}${url}`, { headers: { Range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PNG.length}`);
    const past = await fetch(`${server.url}${url}`, { headers: { Range: 'bytes=9999-' } });
    expect(past.status).toBe(416);
  });

  it('refuses a .png that is really a zip, on both upload calls', async () => {
    const asFile = await upload('/api/csc/upload/file', zip(), 'photo.png', 'image/png');
    expect(asFile.status).toBe(400);
    expect(asFile.body.message.info).toBe('文件内容与扩展名不符：.png 文件的内容是 zip');
    // A code and values the client words in the reader's language.
    expect(asFile.body.message).toMatchObject({ code: 'upload_mismatch', values: { ext: 'png' } });
    const asImage = await upload('/api/csc/upload/image', zip(), 'photo.png', 'image/png');
    expect(asImage.status).toBe(415);
    expect(asImage.body.message).toMatchObject({ code: 'image_format' });
  });

  it('downloads other files as attachments under their original name', async () => {
    const { status, body } = await upload('/api/wb/case/up', PDF, '维修报价单.pdf', 'text/html');
    expect(status).toBe(200);
    const served = await fetch(`${server.url}${body.data?.url}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('维修报价单.pdf')}`,
    );
    const archive = await upload('/api/csc/upload/file', zip(), 'logs.zip');
    expect(archive.status).toBe(200);
  });

  it('refuses lies, unknown extensions, empty and oversized files', async () => {
    const fakePdf = await upload('/api/csc/upload/file', Buffer.from('<html>hi</html>'), 'a.pdf');
    expect(fakePdf).toMatchObject({ status: 400 });
    expect(fakePdf.body.message.info).toContain('无法识别为 .pdf');
    const exe = await upload('/api/csc/upload/file', Buffer.from('MZ'), 'setup.exe');
    expect(exe).toMatchObject({ status: 415, body: { message: { code: 'upload_format' } } });
    const empty = await upload('/api/csc/upload/file', Buffer.alloc(0), 'a.zip');
    expect(empty).toMatchObject({ status: 400, body: { message: { code: 'upload_empty' } } });
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload('/api/csc/upload/file', big, 'big.pdf');
    expect(tooBig).toMatchObject({ status: 413, body: { message: { code: 'file_too_large' } } });
    const huge = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload('/api/csc/upload/file', huge, 'huge.pdf')).status).toBe(413);
  });

  it('serves only names it gave out', async () => {
    for (const path of [
      '/uploads/2026/01/00000000-0000-0000-0000-000000000000.png',
      '/uploads/../data/webchat.db',
      '/uploads/webchat.db',
    ])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  });
});

describe('decideUpload', () => {
  const sniff = (ext: string, mime = `x/${ext}`) => ({ ext, mime });
  it.each([
    ['report.docx', sniff('zip'), 'docx'],
    ['report.docx', sniff('docx'), 'docx'],
    ['sheet.xls', sniff('cfb'), 'xls'],
    ['clip.mp4', sniff('m4a'), 'mp4'],
    ['song.wma', sniff('asf'), 'wma'],
    ['old.ra', undefined, 'ra'],
    ['paste.jpg', sniff('png', 'image/png'), 'png'],
    ['blob', sniff('webp', 'image/webp'), 'webp'],
  ])('accepts %s sniffed as %o (stored as .%s)', (name, sniffed, ext) => {
    expect(decideUpload(name, sniffed)).toMatchObject({ ok: true, ext });
  });

  it.each([
    ['old.ra', sniff('zip')],
    ['quote.pdf', undefined],
    ['photo.png', sniff('pdf')],
    ['photo.png', undefined],
    ['blob', sniff('pdf')],
    ['movie.mp4', sniff('exe')],
    ['doc.doc', sniff('zip')],
  ])('refuses %s sniffed as %o with 400', (name, sniffed) => {
    expect(decideUpload(name, sniffed)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses names off the allow-list, SVG among them, with 415', () => {
    expect(decideUpload('logo.svg', undefined)).toMatchObject({ ok: false, status: 415 });
    expect(decideUpload('x.html', undefined)).toMatchObject({ ok: false, status: 415 });
  });
});
