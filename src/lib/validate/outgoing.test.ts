import { FILE_MAX_BYTES, VOICE_MAX_BYTES } from '../contract';
import { checkFile, checkVoice } from './outgoing';

const file = (name: string, size: number) => ({ name, size });

describe('checkFile', () => {
  it('takes an allowed file up to the file limit', () => {
    expect(checkFile(file('报价单.pdf', FILE_MAX_BYTES))).toMatchObject({ ok: true });
    expect(checkFile(file('报价单.pdf', FILE_MAX_BYTES + 1))).toMatchObject({
      ok: false,
      reason: { code: 'file_too_large', values: { mb: 50 } },
    });
  });

  it('gives a recording attached as a file the voice note’s limit, as the server does', () => {
    expect(checkFile(file('录音.webm', VOICE_MAX_BYTES))).toMatchObject({ ok: true });
    expect(checkFile(file('录音.m4a', VOICE_MAX_BYTES + 1))).toMatchObject({
      ok: false,
      reason: { code: 'file_too_large', values: { mb: 2 } },
    });
  });
});

describe('checkVoice', () => {
  it('takes a recording in one of the recorder’s containers, not empty, within the limit', () => {
    expect(checkVoice(file('voice-20260314-093005.webm', 1000))).toMatchObject({ ok: true });
    expect(checkVoice(file('voice.webm', 0))).toMatchObject({ reason: { code: 'upload_empty' } });
    expect(checkVoice(file('voice.exe', 10))).toMatchObject({ reason: { code: 'upload_format' } });
  });
});
