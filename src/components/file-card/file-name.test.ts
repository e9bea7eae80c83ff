import { KEPT_BEFORE_EXTENSION, middleEllipsisParts } from './file-name';

describe('middleEllipsisParts', () => {
  it('keeps a few characters and the extension in the tail', () => {
    expect(middleEllipsisParts('ThinkPad_X1_Carbon_维修报价单_final.pdf')).toEqual({
      head: 'ThinkPad_X1_Carbon_维修报价单',
      tail: '_final.pdf',
    });
  });

  it('keeps 6 characters before the extension by default', () => {
    expect(KEPT_BEFORE_EXTENSION).toBe(6);
  });

  it.each([
    'a.pdf',
    '报价单.pdf',
    'README',
    '.bashrc',
    '联想服务中心维修报价单（2024年5月18日，第三版）.docx',
    '<img src=x onerror=alert(1)>.pdf',
    '👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻.png',
    'archive.tar.gz',
  ])('head + tail is the whole name: %s', (name) => {
    const { head, tail } = middleEllipsisParts(name);
    expect(head + tail).toBe(name);
  });

  it('puts short names wholly in the tail (nothing to cut)', () => {
    expect(middleEllipsisParts('报价单.pdf')).toEqual({ head: '', tail: '报价单.pdf' });
  });

  it('keeps the extension whatever its case or the script of the name', () => {
    const { tail } = middleEllipsisParts('联想服务中心维修报价单第三版最终确认.XLSX');
    expect(tail).toBe('三版最终确认.XLSX');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const { head, tail } = middleEllipsisParts('𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷𠮷.txt');
    expect(Array.from(tail)).toHaveLength(10);
    expect(head).toBe('𠮷𠮷𠮷𠮷');
  });

  it('treats a very long "extension" as part of the name', () => {
    expect(middleEllipsisParts('release.v1-final-draft-approved', 4).tail).toBe('oved');
  });

  it('handles names without an extension', () => {
    expect(middleEllipsisParts('Makefile_for_the_build', 4)).toEqual({
      head: 'Makefile_for_the_b',
      tail: 'uild',
    });
  });
});
