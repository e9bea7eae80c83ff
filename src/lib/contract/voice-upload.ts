/**
 * A voice note as an upload (#17 item 4), checked alike by the client's send pipeline and the
 * server: its name is one of the recorder's containers, its size what a minute can be.
 */
import { VOICE_EXTENSIONS } from './uploads';

/**
 * Not shown in SPEC: the largest voice note the server takes. A minute at 256 kb/s (eight times
 * what the recorder asks for: some browsers, Safari's AAC among them, ignore the asked rate)
 * plus room for the container; anything bigger is not one minute of speech.
 */
export const VOICE_MAX_BYTES = 2 * 1024 * 1024;

/** Whether a file name is a voice note's (by its extension, any case). */
export function isVoiceName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return (
    dot > 0 && (VOICE_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1).toLowerCase())
  );
}
