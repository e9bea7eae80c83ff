import { ownApi, VOICE_MAX_BYTES, workOrderApi } from '@/lib/contract';
import { contractCase } from '../support/define';
import { EXE_BYTES, formWith, PDF_TEXT, PNG_BYTES, SVG_AS_PNG, WEBM_BYTES } from '../support/files';

export const DISGUISED_PDF_CASE =
  'file upload: a PDF whose bytes are an executable is refused (400)';
export const DECLARED_TYPE_CASE =
  'file upload: a file is served with the type of its extension, not the type the browser declared';

/** Uploads (SPEC §5 allow-list, content checked whatever the name says) and the work order. */
export const uploadCases = [
  contractCase(
    'image upload: a real PNG is stored and served back as image/png; markup named .png is refused',
    [ownApi.uploadImage],
    async (t) => {
      const { api } = await t.visitor();
      const png = new File([PNG_BYTES], 'photo.png', { type: 'image/png' });
      const stored = await api.call(ownApi.uploadImage, { body: formWith(png) });
      const served = await t.download(stored.image_url);
      expect(served).toMatchObject({ status: 200, type: 'image/png', nosniff: 'nosniff' });
      expect(served.bytes).toEqual(PNG_BYTES);
      // The bytes decide the type, not the name: a PNG named .jpg is still served as a PNG.
      const renamed = await api.call(ownApi.uploadImage, {
        body: formWith(new File([PNG_BYTES], 'photo.jpg', { type: 'image/jpeg' })),
      });
      expect((await t.download(renamed.image_url)).type).toBe('image/png');
      const svg = new File([SVG_AS_PNG], 'photo.png', { type: 'image/png' });
      const refused = await t.failure(api.call(ownApi.uploadImage, { body: formWith(svg) }));
      expect(refused).toEqual({
        code: 'http',
        status: 415,
        info: '只支持 PNG、JPEG、GIF、WebP 图片',
      });
      const nothing = await t.failure(api.call(ownApi.uploadImage, { body: new FormData() }));
      expect(nothing).toEqual({
        code: 'http',
        status: 400,
        info: 'Invalid body: file is required',
      });
      t.record('stored', stored);
      t.record('served', { ...served, bytes: served.bytes.length });
      t.record('markup named .png', refused);
      t.record('no file', nothing);
    },
  ),

  contractCase(
    'file upload: a real PDF is stored and served as application/pdf, also as a case file; .exe is 415',
    [ownApi.uploadFile, ownApi.caseUpload],
    async (t) => {
      const { api } = await t.visitor();
      const pdf = () => new File([PDF_TEXT], '报价单.pdf', { type: 'application/pdf' });
      const stored = await api.call(ownApi.uploadFile, { body: formWith(pdf()) });
      const served = await t.download(stored.url);
      expect(served).toMatchObject({ status: 200, type: 'application/pdf', nosniff: 'nosniff' });
      expect(new TextDecoder().decode(served.bytes)).toBe(PDF_TEXT);
      const caseFile = await api.call(ownApi.caseUpload, { body: formWith(pdf()) });
      expect((await t.download(caseFile.url)).status).toBe(200);
      const exe = new File([EXE_BYTES], 'setup.exe', { type: 'application/octet-stream' });
      const refused = await t.failure(api.call(ownApi.uploadFile, { body: formWith(exe) }));
      expect(refused).toMatchObject({ code: 'http', status: 415 });
      expect(refused.info).toContain('请上传以下格式的文件');
      t.record('stored', stored);
      t.record('served', { ...served, bytes: served.bytes.length });
      t.record('case file', caseFile);
      t.record('exe', refused);
    },
  ),

  contractCase(DISGUISED_PDF_CASE, [ownApi.uploadFile], async (t) => {
    const { api } = await t.visitor();
    const disguised = new File([EXE_BYTES], 'invoice.pdf', { type: 'application/pdf' });
    const refused = await t.failure(api.call(ownApi.uploadFile, { body: formWith(disguised) }));
    expect(refused).toMatchObject({ code: 'http', status: 400 });
    expect(refused.info).toMatch(/^文件内容与扩展名不符/);
    t.record('disguised', refused);
  }),

  contractCase(DECLARED_TYPE_CASE, [ownApi.uploadFile], async (t) => {
    const { api } = await t.visitor();
    // A real PDF whose part says text/html: served as HTML it would run in the app's origin.
    const pdf = new File([PDF_TEXT], 'quote.pdf', { type: 'text/html' });
    const stored = await api.call(ownApi.uploadFile, { body: formWith(pdf) });
    const served = await t.download(stored.url);
    expect(served).toMatchObject({ status: 200, type: 'application/pdf', nosniff: 'nosniff' });
    t.record('served', { ...served, bytes: served.bytes.length });
  }),

  contractCase(
    'voice note upload (#17 item 4): a WebM recording is stored and served as audio; over 2 MB is 413',
    [ownApi.uploadFile],
    async (t) => {
      const { api } = await t.visitor();
      const note = new File([WEBM_BYTES], 'voice-20260314-093005.webm', { type: 'audio/webm' });
      const stored = await api.call(ownApi.uploadFile, { body: formWith(note) });
      const served = await t.download(stored.url);
      expect(served).toMatchObject({ status: 200, type: 'audio/webm', nosniff: 'nosniff' });
      expect(served.bytes).toEqual(WEBM_BYTES);
      // More than a minute of speech can be: refused, though a file that size would be taken.
      const long = new File([WEBM_BYTES, new Uint8Array(VOICE_MAX_BYTES)], 'voice-1.webm', {
        type: 'audio/webm',
      });
      const refused = await t.failure(api.call(ownApi.uploadFile, { body: formWith(long) }));
      expect(refused).toEqual({ code: 'http', status: 413, info: '文件不能超过 2MB' });
      t.record('stored', stored);
      t.record('served', { ...served, bytes: served.bytes.length });
      t.record('over 2 MB', refused);
    },
  ),

  contractCase(
    'work order: created with a number, then listed with the visitor’s tickets; an empty one is 400',
    [workOrderApi.create, ownApi.ticketList],
    async (t) => {
      const visitor = await t.visitor();
      const none = await visitor.api.call(ownApi.ticketList);
      expect(none).toEqual([]);
      const created = await visitor.api.call(workOrderApi.create, {
        body: {
          product_line: 'pl-nb',
          serial_number: 'PF4K7Q2M',
          description: '屏幕闪烁，偶尔黑屏',
        },
      });
      expect(created.status).toBe('已受理');
      const listed = await visitor.api.call(ownApi.ticketList);
      expect(listed).toEqual([
        expect.objectContaining({
          ticket_no: created.ticket_no,
          kind: 'repair',
          title: '笔记本电脑报修：屏幕闪烁，偶尔黑屏',
        }),
      ]);
      const demo = await t.api('demo-visitor-token').call(ownApi.ticketList);
      expect(demo.map((d) => d.ticket_no)).toEqual(['GD73109917', 'WX73104582']);
      const empty = await t.raw('POST', '/api/csc/webchat/createTicket', {
        query: { token: visitor.token },
        body: { product_line: 'pl-nb', description: '' },
      });
      expect(empty.status).toBe(400);
      t.record('created', created);
      t.record('listed', listed);
      t.record('demo tickets', demo);
      t.record('empty description', empty);
    },
  ),
];
