import { UPLOAD_EXTENSIONS } from '@/lib/validate';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  it.each([
    ['维修报价单.pdf', 'pdf'],
    ['REPORT.PDF', 'pdf'],
    ['说明.docx', 'doc'],
    ['notes.txt', 'doc'],
    ['配置清单.xlsx', 'xls'],
    ['data.csv', 'xls'],
    ['logs.zip', 'zip'],
    ['驱动.rar', 'zip'],
    ['录音.mp3', 'audio'],
    ['voice.AMR', 'audio'],
    ['故障视频.mp4', 'video'],
    ['clip.mov', 'video'],
    ['蓝屏截图.png', 'image'],
    ['photo.JPEG', 'image'],
    ['setup.exe', 'other'],
    ['README', 'other'],
    ['.pdf', 'other'],
    ['archive.', 'other'],
    ['', 'other'],
  ])('%s -> %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it('knows every extension a visitor may upload (SPEC §5)', () => {
    for (const extension of UPLOAD_EXTENSIONS) {
      expect(fileKind(`file.${extension}`), extension).not.toBe('other');
    }
  });
});
