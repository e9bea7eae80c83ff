import type { CallOutcome } from '@/lib/contract';
import type { Locale } from './locale';
import type { CallLine } from './types';

/** A call's length as a clock shows it: 02:13, or 1:02:13 from an hour on. */
export function callDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** What a call's line says in a transcript file and its e-mail (#18), in each language. */
const CALL_TEXTS: Record<
  Locale,
  {
    media: Record<CallLine['media'], string>;
    outcome: Record<CallOutcome, (media: string, duration: string) => string>;
    caller: Record<CallLine['caller'], string>;
  }
> = {
  zh: {
    media: { audio: '语音', video: '视频' },
    outcome: {
      completed: (media, duration) => `${media}通话 ${duration}`,
      missed: (media) => `未接${media}通话`,
      declined: (media) => `${media}通话已拒绝`,
      cancelled: (media) => `${media}通话已取消`,
      busy: (media) => `${media}通话：对方忙`,
      failed: (media) => `${media}通话未接通`,
    },
    caller: { user: '（访客呼叫）', engineer: '（工程师呼叫）' },
  },
  en: {
    media: { audio: 'Voice', video: 'Video' },
    outcome: {
      completed: (media, duration) => `${media} call ${duration}`,
      missed: (media) => `Missed ${media.toLowerCase()} call`,
      declined: (media) => `${media} call declined`,
      cancelled: (media) => `${media} call cancelled`,
      busy: (media) => `${media} call: line busy`,
      failed: (media) => `${media} call could not connect`,
    },
    caller: { user: ' (the visitor called)', engineer: ' (the engineer called)' },
  },
};

/** The line of a call in the reader's language, e.g. "视频通话 02:13（访客呼叫）". */
export function callLineText(call: CallLine, locale: Locale): string {
  const t = CALL_TEXTS[locale];
  const say = t.outcome[call.outcome] ?? t.outcome.failed;
  return `${say(t.media[call.media], callDuration(call.durationSeconds))}${t.caller[call.caller]}`;
}
