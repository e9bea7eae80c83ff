// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { ConfigError, loadConfig } from '../config';
import { startTestServer, withoutMsw, type TestServer } from '../../testing/test-server';

withoutMsw();

// s3rver: an S3-compatible server on loopback, the same protocol as AWS S3, MinIO or R2.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let bucketDir: string;
let s3: S3rver;
let endpoint: string;
let server: TestServer;
let token: string;
const bucket = new AwsClient({ ...KEYS, service: 's3', region: 'us-east-1' });

beforeAll(async () => {
  bucketDir = mkdtempSync(join(tmpdir(), 'webchat-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  server = await startTestServer({
    maxUploadBytes: 1024 * 1024,
    uploadsS3: { endpoint, bucket: 'uploads', region: 'us-east-1', prefix: 'webchat/', ...KEYS },
  });
  const login = await fetch(`${server.url}/api/csc/login/anon`, { method: 'POST' });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await server.stop();
  await s3.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

async function upload(path: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const response = await fetch(`${server.url}${path}?token=${token}`, {
    method: 'POST',
    body: form,
  });
  const body = (await response.json()) as { data?: Record<string, string> };
  return { status: response.status, data: body.data ?? {} };
}

describe('uploads in an S3-compatible bucket (#20)', () => {
  it('puts the file in the bucket under its generated key and serves it like a file on disk', async () => {
    const { status, data } = await upload('/api/csc/upload/image', PNG, '假期.jpg');
    expect(status).toBe(200);
    const url = data.image_url ?? '';
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    // In the bucket, under the prefix; nothing on the node's disk.
    const key = url.slice('/uploads/'.length);
    const object = await bucket.fetch(`${endpoint}/uploads/webchat/${key}`);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await object.arrayBuffer())).toEqual(PNG);
    expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const part = await fetch(`${server.url}${url}`, { headers: { Range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${PNG.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PNG.subarray(1, 4));
    const again = await fetch(`${server.url}${url}`, {
      headers: { 'If-None-Match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${server.url}${url}`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(PNG.length));
  });

  it('downloads other files under their original name, and answers 404 once the object is gone', async () => {
    const { status, data } = await upload('/api/wb/case/up', PDF, '保修 单.pdf');
    expect(status).toBe(200);
    const url = data.url ?? '';
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('保修 单.pdf')}`,
    );
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
    const key = url.slice('/uploads/'.length);
    await bucket.fetch(`${endpoint}/uploads/webchat/${key}`, { method: 'DELETE' });
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
  });

  it('still refuses what does not match its extension before anything reaches the bucket', async () => {
    const { status } = await upload('/api/csc/upload/file', PNG, 'report.pdf');
    expect(status).toBe(400);
  });
});

describe('UPLOADS_S3_* settings', () => {
  const base = { AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' };
  it('takes the bucket, region and endpoint, defaulting the endpoint to AWS', () => {
    expect(
      loadConfig({ ...base, UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_REGION: 'eu-west-1' }).uploadsS3,
    ).toMatchObject({
      bucket: 'b',
      region: 'eu-west-1',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
    });
    expect(loadConfig({}).uploadsS3).toBeUndefined();
    expect(
      loadConfig({ ...base, UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_ENDPOINT: 'http://minio:9000' })
        .uploadsS3?.endpoint,
    ).toBe('http://minio:9000');
  });

  it('refuses a bucket without keys, and a bucket and a directory at once', () => {
    expect(() => loadConfig({ UPLOADS_S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, UPLOADS_S3_BUCKET: 'b', UPLOADS_DIR: '/srv/up' })).toThrow(
      /set one/,
    );
    expect(() =>
      loadConfig({ ...base, UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_ENDPOINT: 'ftp://x' }),
    ).toThrow(ConfigError);
  });
});
