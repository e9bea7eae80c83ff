import {
  isUploadExtension,
  uploadFormatMessage,
  validateUploadName,
  VOICE_BITS_PER_SECOND,
  VOICE_EXTENSIONS,
  VOICE_MAX_BYTES,
  VOICE_MAX_SECONDS,
  VOICE_MIME_TYPES,
  isVoiceName,
  voiceExtension,
} from '.';

describe('voice notes in the contract (#17 item 4)', () => {
  it('a note is at most one minute, asked at 32 kb/s, and at most 2 MB', () => {
    expect(VOICE_MAX_SECONDS).toBe(60);
    expect(VOICE_BITS_PER_SECOND).toBe(32_000);
    expect(VOICE_MAX_BYTES).toBe(2 * 1024 * 1024);
    // A minute at eight times the asked rate still fits: the cap never refuses a real note.
    expect((VOICE_MAX_SECONDS * VOICE_BITS_PER_SECOND * 8) / 8).toBeLessThan(VOICE_MAX_BYTES);
  });

  it('asks for Opus in WebM first, then AAC in MP4, then Opus in Ogg', () => {
    expect(VOICE_MIME_TYPES).toEqual([
      'audio/webm;codecs=opus',
      'audio/mp4',
      'audio/ogg;codecs=opus',
    ]);
  });

  it.each([
    ['audio/webm;codecs=opus', 'webm'],
    ['audio/webm', 'webm'],
    ['video/webm;codecs=opus', 'webm'],
    ['audio/mp4', 'm4a'],
    ['audio/mp4;codecs=mp4a.40.2', 'm4a'],
    ['audio/ogg; codecs=opus', 'ogg'],
    ['AUDIO/OGG', 'ogg'],
    ['audio/wav', undefined],
    ['', undefined],
  ])('a recording of %s is uploaded as .%s', (mime, ext) => {
    expect(voiceExtension(mime)).toBe(ext);
  });

  it('voice containers can be uploaded but are not in SPEC §5’s list of formats', () => {
    expect(VOICE_EXTENSIONS).toEqual(['webm', 'm4a', 'ogg']);
    for (const ext of VOICE_EXTENSIONS) {
      expect(isUploadExtension(ext)).toBe(true);
      expect(validateUploadName(`voice-1.${ext.toUpperCase()}`)).toEqual({
        ok: true,
        extension: ext,
      });
      expect(uploadFormatMessage()).not.toContain(ext);
    }
  });

  it('tells a voice note’s name by its extension', () => {
    expect(isVoiceName('voice-20260314-093005.webm')).toBe(true);
    expect(isVoiceName('note.M4A')).toBe(true);
    expect(isVoiceName('a.ogg')).toBe(true);
    expect(isVoiceName('song.mp3')).toBe(false);
    expect(isVoiceName('.webm')).toBe(false);
    expect(isVoiceName('webm')).toBe(false);
  });
});
