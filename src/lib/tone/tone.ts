type AudioContextCtor = typeof AudioContext;
let audio: AudioContext | undefined;

/** One sine note of a tone: its pitch and when it sounds, in seconds from the tone's start. */
export interface ToneNote {
  frequency: number;
  at: number;
  /** When it stops (seconds from the start); the tone's length if not said. */
  until?: number;
}

/**
 * Plays a short tone made with Web Audio (so no sound file has to load): `notes` under one
 * envelope that rises at once and fades out by `length` seconds. Browsers only let a page make
 * sound after the user has interacted with it; before that the tone is skipped quietly instead of
 * raising autoplay warnings. Returns a stop that silences it at once (a ring that was answered).
 */
export function playTone(win: Window, notes: readonly ToneNote[], length: number): () => void {
  try {
    const activation = (win.navigator as Navigator & { userActivation?: UserActivation })
      .userActivation;
    if (activation && !activation.hasBeenActive) return () => undefined;
    const Ctor = (win as Window & { AudioContext?: AudioContextCtor }).AudioContext;
    if (!Ctor) return () => undefined;
    audio ??= new Ctor();
    const context = audio;
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.01;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    notes.forEach((note) => {
      const osc = context.createOscillator();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(note.frequency, start + note.at);
      osc.connect(gain);
      osc.start(start + note.at);
      osc.stop(start + (note.until ?? length));
    });
    return () => gain.disconnect();
  } catch {
    // No audio device or a refusing browser: what is on screen still says it.
    return () => undefined;
  }
}
