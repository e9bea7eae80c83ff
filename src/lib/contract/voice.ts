/**
 * Voice notes (#17 item 4), recorded in the composer and sent as SPEC's Voice message through the
 * file upload: how long a note may be and what the recorder asks MediaRecorder for. The checks of
 * an upload are in voice-upload.ts, the containers' extensions with the allow-list in uploads.ts:
 * each part lives in the one chunk that uses it (a module two lazy chunks share is merged into
 * the first paint's).
 */
import type { VoiceExtension } from './uploads';

/** Not shown in SPEC: a voice note stops (and is sent) at one minute. */
export const VOICE_MAX_SECONDS = 60;

/**
 * The bit rate the recorder asks for: speech in Opus is clear at 32 kb/s, so a full minute is
 * about 240 kB.
 */
export const VOICE_BITS_PER_SECOND = 32_000;

/**
 * What the recorder asks MediaRecorder for, best first: Opus in WebM (Chromium, Firefox), AAC in
 * MP4 (Safari), Opus in Ogg (older Firefox).
 */
export const VOICE_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** The file extension a recording of `mime` is uploaded under (parameters and case ignored). */
export function voiceExtension(mime: string): VoiceExtension | undefined {
  const essence = mime.split(';')[0]?.trim().toLowerCase();
  if (essence === 'audio/webm' || essence === 'video/webm') return 'webm';
  if (essence === 'audio/mp4' || essence === 'video/mp4' || essence === 'audio/x-m4a') return 'm4a';
  if (essence === 'audio/ogg' || essence === 'application/ogg') return 'ogg';
  return undefined;
}
