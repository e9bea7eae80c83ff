import { VOICE_BITS_PER_SECOND } from '@/lib/contract';
import { FakeMediaRecorder, installFakeMedia, type FakeMedia } from '@/testing/fake-media';
import {
  LEVEL_GAIN,
  levelOf,
  micFailure,
  pickVoiceMime,
  startRecording,
  voiceFileName,
  type RecorderEnv,
} from './recorder';

describe('pickVoiceMime', () => {
  const supports =
    (...types: string[]) =>
    (type: string) =>
      types.includes(type);
  it('takes Opus in WebM where it can (Chromium, Firefox)', () => {
    expect(pickVoiceMime(supports('audio/webm;codecs=opus', 'audio/mp4'))).toBe(
      'audio/webm;codecs=opus',
    );
  });
  it('takes MP4 on Safari', () => {
    expect(pickVoiceMime(supports('audio/mp4'))).toBe('audio/mp4');
  });
  it('takes Opus in Ogg when that is all there is', () => {
    expect(pickVoiceMime(supports('audio/ogg;codecs=opus'))).toBe('audio/ogg;codecs=opus');
  });
  it('leaves the choice to the browser when it knows none, cannot say, or throws', () => {
    expect(pickVoiceMime(supports())).toBeUndefined();
    expect(pickVoiceMime(undefined)).toBeUndefined();
    expect(
      pickVoiceMime(() => {
        throw new Error('no');
      }),
    ).toBeUndefined();
  });
});

describe('micFailure', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'noDevice'],
    ['OverconstrainedError', 'noDevice'],
    ['NotReadableError', 'busy'],
    ['SecurityError', 'insecure'],
    ['TypeError', 'failed'],
  ])('%s means %s', (name, failure) => {
    expect(micFailure(new DOMException('x', name))).toBe(failure);
  });
  it('anything else is a plain failure', () => {
    expect(micFailure(undefined)).toBe('failed');
    expect(micFailure('boom')).toBe('failed');
  });
});

describe('levelOf', () => {
  it('silence (128s) is 0, and an empty frame too', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelOf(new Uint8Array(0))).toBe(0);
  });
  it('is the RMS times LEVEL_GAIN (4), capped at 1', () => {
    expect(LEVEL_GAIN).toBe(4);
    // A square wave of ±16 around 128 has an RMS of 16/128 = 0.125: half the meter.
    const quiet = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 144 : 112));
    expect(levelOf(quiet)).toBeCloseTo(0.5);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 255 : 0));
    expect(levelOf(loud)).toBe(1);
  });
});

describe('voiceFileName', () => {
  it('names a note by when it was recorded, in its container’s extension', () => {
    const at = new Date('2026-03-14T09:30:05Z');
    expect(voiceFileName('audio/webm;codecs=opus', at)).toBe('voice-20260314-093005.webm');
    expect(voiceFileName('audio/mp4', at)).toBe('voice-20260314-093005.m4a');
    expect(voiceFileName('audio/ogg', at)).toBe('voice-20260314-093005.ogg');
  });
});

describe('startRecording', () => {
  let media: FakeMedia;
  let clock = 0;
  beforeEach(() => {
    media = installFakeMedia();
    clock = 1000;
  });
  afterEach(() => media.restore());
  const env = (): RecorderEnv => ({
    getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c),
    MediaRecorder: FakeMediaRecorder as unknown as typeof MediaRecorder,
    now: () => clock,
  });

  it('records the microphone in the best type at 32 kb/s and hands back a file', async () => {
    const recording = await startRecording(env());
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: expect.any(Object) });
    const recorder = media.recorders[0]!;
    expect(recorder.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
    expect(recorder.state).toBe('recording');
    recorder.emit(500);
    clock += 2345;
    expect(recording.elapsed()).toBe(2345);
    expect(recording.level()).toBe(0);
    const note = await recording.stop();
    expect(note.seconds).toBe(2.3);
    expect(note.file.name).toMatch(/^voice-\d{8}-\d{6}\.webm$/);
    expect(note.file.type).toBe('audio/webm');
    expect(note.file.size).toBe(1500);
    expect(media.tracks.every((t) => t.stopped)).toBe(true);
  });

  it('a cancelled recording lets the microphone go and keeps nothing', async () => {
    const recording = await startRecording(env());
    recording.cancel();
    expect(media.recorders[0]!.state).toBe('inactive');
    expect(media.tracks[0]!.stopped).toBe(true);
  });

  it('a refused microphone rejects with the browser’s error', async () => {
    media.refuse('NotAllowedError');
    await expect(startRecording(env())).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(media.recorders).toHaveLength(0);
  });
});

describe('startRecording when the recorder cannot start', () => {
  it('lets the microphone go and rejects with the recorder’s error', async () => {
    const media = installFakeMedia();
    class Broken extends FakeMediaRecorder {
      override start(): void {
        throw new DOMException('no', 'NotSupportedError');
      }
    }
    await expect(
      startRecording({
        getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c),
        MediaRecorder: Broken as unknown as typeof MediaRecorder,
      }),
    ).rejects.toMatchObject({ name: 'NotSupportedError' });
    expect(media.tracks.every((t) => t.stopped)).toBe(true);
    media.restore();
  });
});
