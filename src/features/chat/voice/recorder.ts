import { VOICE_BITS_PER_SECOND, VOICE_MIME_TYPES, voiceExtension } from '@/lib/contract';

/** Why the microphone could not be used, as the composer explains it. */
export type MicFailure = 'denied' | 'noDevice' | 'busy' | 'insecure' | 'failed';

/** A finished recording, ready to go through the upload pipeline. */
export interface VoiceNote {
  file: File;
  /** Its length in seconds (MediaRecorder's WebM does not say, so the row carries it). */
  seconds: number;
}

/** One recording under way. */
export interface Recording {
  /** Loudness now, 0 (silence) to 1 (full scale). */
  level(): number;
  /** Milliseconds recorded so far. */
  elapsed(): number;
  /** Stops, releases the microphone and resolves with the note. */
  stop(): Promise<VoiceNote>;
  /** Stops and releases the microphone; nothing is kept. */
  cancel(): void;
}

/**
 * The type to ask MediaRecorder for: the first of VOICE_MIME_TYPES the browser can write, or
 * undefined to let it choose (it still writes one of them in every browser that has it).
 */
export function pickVoiceMime(
  isTypeSupported: ((type: string) => boolean) | undefined,
): string | undefined {
  if (!isTypeSupported) return undefined;
  return VOICE_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** What getUserMedia's (or MediaRecorder's) error means for the person (DOMException names). */
export function micFailure(error: unknown): MicFailure {
  const name = (error as { name?: unknown } | undefined)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'SecurityError':
      return 'insecure';
    default:
      return 'failed';
  }
}

/**
 * Loudness of one frame of AnalyserNode time-domain bytes (128 is silence): the RMS, scaled so
 * that ordinary speech (RMS about 0.1 to 0.3 of full scale) fills most of the meter.
 */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const byte of samples) {
    const v = (byte - 128) / 128;
    sum += v * v;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * LEVEL_GAIN);
}

/** How much levelOf amplifies the RMS: 0.25 of full scale reads as a full meter. */
export const LEVEL_GAIN = 4;

/** `voice-20260314-093005.webm`: when it was recorded, in the container's extension. */
export function voiceFileName(mime: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `voice-${stamp}.${voiceExtension(mime) ?? 'webm'}`;
}

export interface RecorderEnv {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  MediaRecorder: typeof MediaRecorder;
  /** Web Audio for the level meter; without it the meter stays at 0. */
  AudioContext?: typeof AudioContext;
  now?: () => number;
}

/** The browser's own recorder, microphone and Web Audio. */
export function browserEnv(): RecorderEnv {
  const w = globalThis as typeof globalThis & { webkitAudioContext?: typeof AudioContext };
  return {
    getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c),
    MediaRecorder: w.MediaRecorder,
    AudioContext: w.AudioContext ?? w.webkitAudioContext,
  };
}

/** Asks for the microphone and starts recording; rejects with getUserMedia's error. */
export async function startRecording(env: RecorderEnv = browserEnv()): Promise<Recording> {
  const now = env.now ?? (() => performance.now());
  const stream = await env.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let recorder: MediaRecorder;
  try {
    const mimeType = pickVoiceMime(env.MediaRecorder.isTypeSupported?.bind(env.MediaRecorder));
    recorder = new env.MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
  } catch (error) {
    release();
    throw error;
  }

  let context: AudioContext | undefined;
  let analyser: AnalyserNode | undefined;
  try {
    if (env.AudioContext) {
      context = new env.AudioContext();
      analyser = context.createAnalyser();
      analyser.fftSize = 512;
      context.createMediaStreamSource(stream).connect(analyser);
    }
  } catch {
    analyser = undefined;
  }
  const samples = new Uint8Array(analyser?.fftSize ?? 0);

  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<void>((resolve) =>
    recorder.addEventListener('stop', () => resolve(), { once: true }),
  );
  const startedAt = now();
  let endedAt: number | undefined;
  const finish = () => {
    endedAt ??= now();
    if (recorder.state !== 'inactive') recorder.stop();
    release();
    void context?.close().catch(() => undefined);
  };
  try {
    // A timeslice: the data arrives as it is recorded, not all at once at the end.
    recorder.start(1000);
  } catch (error) {
    // The microphone and the meter are let go: nothing else holds them to cancel.
    finish();
    throw error;
  }

  return {
    level() {
      if (!analyser || endedAt !== undefined) return 0;
      analyser.getByteTimeDomainData(samples);
      return levelOf(samples);
    },
    elapsed: () => (endedAt ?? now()) - startedAt,
    async stop() {
      finish();
      await stopped;
      const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
      const blob = new Blob(chunks, { type });
      const name = voiceFileName(type);
      return {
        file: new File([blob], name, { type: type.split(';')[0] }),
        seconds: Math.max(0, Math.round(((endedAt ?? now()) - startedAt) / 100) / 10),
      };
    },
    cancel() {
      finish();
      chunks.length = 0;
    },
  };
}
