import type { TFunction } from 'i18next';
import type { CallScreenView } from './call-types';
import { formatCallDuration } from './call-time';

/** How a finished call ended, worded for this side (who called, who ended it). */
export function endedText(view: Pick<CallScreenView, 'ended' | 'role'>, t: TFunction): string {
  const ended = view.ended;
  if (!ended) return '';
  const side = ended.by === 'local' ? 'local' : 'remote';
  switch (ended.outcome) {
    case 'completed':
      return t('callScreen.ended.completed', { time: formatCallDuration(ended.durationSeconds) });
    case 'missed':
      return t(`callScreen.ended.missed.${view.role === 'callee' ? 'callee' : 'caller'}`);
    case 'declined':
      return t(`callScreen.ended.declined.${side}`);
    case 'cancelled':
      return t(`callScreen.ended.cancelled.${side}`);
    case 'busy':
      return t('callScreen.ended.busy');
    default:
      return t('callScreen.ended.failed');
  }
}

/** One sentence for where the call is: the screen's subtitle and the polite announcement. */
export function statusText(view: CallScreenView, t: TFunction): string {
  switch (view.phase) {
    case 'requesting-media':
      return t(`callScreen.requesting.${view.media}`);
    case 'outgoing':
      return t('callScreen.outgoing');
    case 'incoming':
      return `${view.peer.name} ${t(`callScreen.incoming.${view.media}`)}`;
    case 'connecting':
      return t('callScreen.connecting');
    case 'connected':
      return t('callScreen.connected');
    case 'reconnecting':
      return t('callScreen.reconnecting');
    case 'ended':
      return endedText(view, t);
    default:
      return '';
  }
}

/** The phases with a call on the line (the in-call view); before them, the ringing sheet. */
export const IN_CALL_PHASES: readonly CallScreenView['phase'][] = [
  'connecting',
  'connected',
  'reconnecting',
];

/** The other side's picture is on screen (else their avatar): video, their camera on, a stream. */
export const showsRemotePicture = (view: CallScreenView) =>
  view.media === 'video' && view.remote.video && !!view.remote.stream;
