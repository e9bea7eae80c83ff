// @vitest-environment node
// jsdom's FormData cannot travel through Node's fetch, so uploads are exercised with Node's own
// FormData against the same handlers (the browser path is covered by the e2e tests).
import { consoleApi, ownApi } from '@/lib/contract';
import { createApiClient } from '@/lib/api-client';

const origin = 'http://localhost';

async function upload(path: string, token: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${origin}${path}?token=${token}`, { method: 'POST', body: form });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: Record<string, string> | null;
      message: { info: string };
    },
  };
}

describe('uploads through the mock handlers', () => {
  it('sniffs image content, serves it back with its type and nosniff, and refuses lies', async () => {
    const { token } = await createApiClient({ hosts: { api: origin } }).call(ownApi.loginAnon);
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'photo.png',
      { type: 'image/png' },
    );
    const ok = await upload('/api/csc/upload/image', token, png);
    expect(ok.status).toBe(200);
    const served = await fetch(`${origin}${ok.body.data?.image_url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const svg = new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' });
    expect((await upload('/api/csc/upload/image', token, svg)).status).toBe(415);
  });

  it('checks the extension allow-list of SPEC §5 on the server too', async () => {
    const { token } = await createApiClient({ hosts: { api: origin } }).call(ownApi.loginAnon);
    const exe = await upload('/api/csc/upload/file', token, new File(['MZ'], 'setup.exe'));
    expect(exe.status).toBe(415);
    expect(exe.body.message.info).toContain('请上传以下格式的文件');
    const pdf = await upload(
      '/api/csc/upload/file',
      token,
      new File(['%PDF-1.4'], '报价单.pdf', { type: 'application/pdf' }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.body.data?.url).toMatch(/^\/mock-uploads\/.+\.pdf$/);
  });

  it('takes uploads from engineers too, and from nobody without a valid token', async () => {
    const { token } = await createApiClient({ hosts: { api: origin } }).call(consoleApi.login, {
      body: { account: 'demo', password: 'demo123' },
    });
    const pdf = () => new File(['%PDF-1.4'], 'manual.pdf', { type: 'application/pdf' });
    expect((await upload('/api/csc/upload/file', token, pdf())).status).toBe(200);
    expect((await upload('/api/csc/upload/file', 'forged', pdf())).status).toBe(401);
  });
});
