import {
  IMAGE_MIME_EXTENSIONS,
  UPLOAD_EXTENSIONS,
  fileExtension,
  imageExtensionForMime,
  imageUploadFileName,
  isUploadExtension,
  uploadFormatMessage,
  validateUploadName,
} from './upload';

const SPEC_LIST =
  'png, jpeg, jpg, zip, rar, doc, docx, xls, xlsx, mp3, wav, wma, flac, midi, ra, ape, aac, cda, mov, avi, rmvb, rm, flash, mp4, mid, 3gp, pdf';

describe('SPEC §5 "Upload extension must be one of: …"', () => {
  it('the allow-list is exactly the SPEC list, in SPEC order', () => {
    expect(UPLOAD_EXTENSIONS.join(', ')).toBe(SPEC_LIST);
  });

  it.each(UPLOAD_EXTENSIONS.map((ext) => [ext]))('accepts report.%s', (ext) => {
    expect(validateUploadName(`report.${ext}`)).toEqual({ ok: true, extension: ext });
  });

  it.each([
    ['upper case', 'PHOTO.PNG', 'png'],
    ['mixed case', 'Song.Mp3', 'mp3'],
    ['several dots: the last one counts', 'archive.tar.zip', 'zip'],
    ['surrounding whitespace', '  notes.pdf ', 'pdf'],
  ])('"case-insensitive" and last-dot rule: %s', (_why, name, extension) => {
    expect(validateUploadName(name)).toEqual({ ok: true, extension });
  });

  it.each([
    ['an extension not on the list', 'script.exe'],
    ['a near miss', 'sheet.xlsm'],
    ['the list entry only as a prefix', 'image.pngx'],
    ['no extension', 'README'],
    ['a trailing dot', 'photo.'],
    ['only a leading dot', '.png'],
    ['an empty name', ''],
    ['a bare extension with no dot', 'png'],
  ])('"Otherwise a Chinese message lists these formats": %s', (_why, name) => {
    expect(validateUploadName(name)).toEqual({ ok: false, message: uploadFormatMessage() });
  });
});

describe('uploadFormatMessage', () => {
  it('"a Chinese message lists these formats and asks for a matching file"', () => {
    expect(uploadFormatMessage()).toBe(`请上传以下格式的文件：${SPEC_LIST.split(', ').join('、')}`);
  });

  it('lists a custom set when given one', () => {
    expect(uploadFormatMessage(['png', 'pdf'])).toBe('请上传以下格式的文件：png、pdf');
  });
});

describe('fileExtension / isUploadExtension', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['a.b.c', 'c'],
    ['noext', undefined],
    ['.hidden', undefined],
    ['dot.', undefined],
  ])('fileExtension(%j) -> %j', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });

  it.each([
    ['PDF', true],
    ['3gp', true],
    ['exe', false],
    ['', false],
  ])('isUploadExtension(%j) -> %s', (ext, ok) => {
    expect(isUploadExtension(ext)).toBe(ok);
  });
});

describe('SPEC §5 "Image upload file name: year, month and a random id, extension from the MIME type"', () => {
  const november = new Date(2026, 10, 21, 15, 4, 5);
  const id = () => 'abc-123';

  it('maps exactly these MIME types', () => {
    expect(IMAGE_MIME_EXTENSIONS).toEqual({
      'image/jpeg': 'jpg',
      'image/png': 'png',
      'image/gif': 'gif',
      'image/webp': 'webp',
    });
  });

  it.each([
    ['image/jpeg', '2026/11/abc-123.jpg'],
    ['image/png', '2026/11/abc-123.png'],
    ['image/gif', '2026/11/abc-123.gif'],
    ['image/webp', '2026/11/abc-123.webp'],
    ['IMAGE/PNG', '2026/11/abc-123.png'],
    ['image/jpeg; q=0.9', '2026/11/abc-123.jpg'],
  ])('%s -> %s', (mime, name) => {
    expect(imageUploadFileName(mime, november, id)).toBe(name);
  });

  it('zero-pads the month so names sort by date', () => {
    expect(imageUploadFileName('image/png', new Date(2026, 2, 1), id)).toBe('2026/03/abc-123.png');
  });

  it.each(['image/svg+xml', 'image/bmp', 'application/pdf', ''])(
    'throws for an unknown type (%j) instead of guessing png',
    (mime) => {
      expect(imageExtensionForMime(mime)).toBeUndefined();
      expect(() => imageUploadFileName(mime, november, id)).toThrow(TypeError);
    },
  );

  it('uses a fresh UUID and the current date by default', () => {
    const a = imageUploadFileName('image/png');
    const b = imageUploadFileName('image/png');
    expect(a).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(a).not.toBe(b);
  });
});
