import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_SECONDS } from '@/lib/contract';
import { MIN_NOTE_MS } from './press';
import { micFailure, startRecording, type MicFailure, type Recording } from './recorder';

/** How a recording is going; `mode` says how it stops (a tap, or letting go of the button). */
export type VoiceStatus =
  | { kind: 'idle' }
  | { kind: 'starting'; mode: 'tap' | 'hold' }
  | { kind: 'recording'; mode: 'tap' | 'hold' }
  | { kind: 'failed'; failure: MicFailure };

/** What the live region says (voice.* texts), with its values. */
export type VoiceAnnouncement = { key: 'started' | 'sent' | 'cancelled' | 'tooShort' | 'limit' };

/** How often the clock and the meter are read: 5 times a second, once with reduced motion. */
export const METER_REFRESH_MS = 200;
export const METER_REFRESH_REDUCED_MS = 1000;

export interface VoiceRecordingOptions {
  onSend: (file: File, seconds: number) => void;
  /** Starts a recording; the browser's MediaRecorder unless a test or story gives its own. */
  start?: () => Promise<Recording>;
  reducedMotion?: boolean;
}

/**
 * One voice note at a time: start (asks for the microphone), the clock and the level while it
 * records, then send (through `onSend`) or cancel. At VOICE_MAX_SECONDS it stops and sends by
 * itself. Unmounting cancels, so the microphone is never left open.
 */
export function useVoiceRecording({
  onSend,
  start = startRecording,
  reducedMotion = false,
}: VoiceRecordingOptions) {
  const [status, setStatus] = useState<VoiceStatus>({ kind: 'idle' });
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [announcement, setAnnouncement] = useState<VoiceAnnouncement>();
  const recording = useRef<Recording | undefined>(undefined);
  /** Bumped by every start, cancel and send: a late getUserMedia answer finds it changed. */
  const generation = useRef(0);
  const send = useRef(onSend);
  useEffect(() => {
    send.current = onSend;
  }, [onSend]);

  const finish = useCallback(async (why: 'sent' | 'limit') => {
    const current = recording.current;
    if (!current) return;
    recording.current = undefined;
    generation.current += 1;
    setStatus({ kind: 'idle' });
    setLevel(0);
    const note = await current.stop();
    if (note.file.size === 0 || note.seconds * 1000 < MIN_NOTE_MS) {
      setAnnouncement({ key: 'tooShort' });
      return;
    }
    send.current(note.file, note.seconds);
    setAnnouncement({ key: why });
  }, []);

  const cancel = useCallback(() => {
    generation.current += 1;
    const current = recording.current;
    recording.current = undefined;
    setLevel(0);
    setStatus((s) => (s.kind === 'idle' ? s : { kind: 'idle' }));
    if (current) {
      current.cancel();
      setAnnouncement({ key: 'cancelled' });
    }
  }, []);

  const begin = useCallback(
    async (mode: 'tap' | 'hold') => {
      if (recording.current) return;
      const mine = ++generation.current;
      setStatus({ kind: 'starting', mode });
      setElapsedMs(0);
      setAnnouncement(undefined);
      try {
        const started = await start();
        if (mine !== generation.current) {
          // Cancelled (or the composer closed) while the browser was asking for the microphone.
          started.cancel();
          return;
        }
        recording.current = started;
        setStatus((s) => ({ kind: 'recording', mode: s.kind === 'starting' ? s.mode : mode }));
        setAnnouncement({ key: 'started' });
      } catch (error) {
        if (mine === generation.current) setStatus({ kind: 'failed', failure: micFailure(error) });
      }
    },
    [start],
  );

  /** Letting go of a held press before the microphone answered: it goes on as a tapped one. */
  const keep = useCallback(
    () => setStatus((s) => (s.kind === 'idle' || s.kind === 'failed' ? s : { ...s, mode: 'tap' })),
    [],
  );

  const dismiss = useCallback(
    () => setStatus((s) => (s.kind === 'failed' ? { kind: 'idle' } : s)),
    [],
  );

  const active = status.kind === 'recording';
  useEffect(() => {
    if (!active) return;
    const read = () => {
      const current = recording.current;
      if (!current) return;
      const ms = current.elapsed();
      setElapsedMs(ms);
      setLevel(current.level());
      if (ms >= VOICE_MAX_SECONDS * 1000) void finish('limit');
    };
    const timer = setInterval(read, reducedMotion ? METER_REFRESH_REDUCED_MS : METER_REFRESH_MS);
    // The minute is kept to the millisecond by the recording's own clock, whatever the refresh.
    let limit: ReturnType<typeof setTimeout>;
    const arm = () => {
      const left = VOICE_MAX_SECONDS * 1000 - (recording.current?.elapsed() ?? 0);
      if (left <= 0) void finish('limit');
      else limit = setTimeout(arm, left);
    };
    arm();
    return () => {
      clearInterval(timer);
      clearTimeout(limit);
    };
  }, [active, reducedMotion, finish]);

  // Leaving (the conversation closes, the composer goes) never leaves the microphone on.
  useEffect(
    () => () => {
      generation.current += 1;
      recording.current?.cancel();
      recording.current = undefined;
    },
    [],
  );

  return {
    status,
    elapsedMs,
    level,
    announcement,
    begin,
    keep,
    send: () => void finish('sent'),
    cancel,
    dismiss,
  };
}
