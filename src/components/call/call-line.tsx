import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { callRecord, type CallRecord } from '@/lib/contract';
import { registerTexts } from '@/lib/i18n';
import { callLineEn, callLineZh } from '@/lib/i18n/locales/features/call-line';
import { PhoneIcon, VideoIcon } from '../icons';
import { systemLine } from '../message-list/system-line';
import { formatCallDuration } from './call-time';

// The line is worded wherever a conversation shows (its texts are small; the screens' come
// with the screens).
registerTexts('callLine', { 'zh-CN': callLineZh, en: callLineEn });

/** Who reads the line: a party to the call ('user' or 'engineer'), or a third party (review). */
export type CallLineViewer = 'user' | 'engineer' | undefined;

/** A call's line from a notice's details (from the network: checked, or nothing). */
export function readCallRecord(value: unknown): CallRecord | undefined {
  const parsed = callRecord.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The line's words for the one who reads it: the caller reads "no answer", the callee "missed
 * call"; a third party reads who called.
 */
export function callLineText(record: CallRecord, viewer: CallLineViewer, t: TFunction): string {
  const media = t(`callLine.media.${record.media}`);
  const time = formatCallDuration(record.duration_seconds);
  const outcome = record.outcome;
  if (!viewer) {
    const line =
      outcome === 'completed'
        ? t('callLine.completed', { media, time })
        : `${media}${t('callLine.separator')}${t(`callLine.outcome.${outcome}`)}`;
    return t(`callLine.by.${record.caller}`, { line });
  }
  if (outcome === 'completed') return t('callLine.completed', { media, time });
  const side = record.caller === viewer ? 'caller' : 'callee';
  return t(`callLine.${side}.${outcome}`, { media });
}

const Line = styled.p`
  ${systemLine}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
  &[data-outcome='missed'],
  &[data-outcome='failed'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface CallLineProps {
  /** The notice's `call` (unchecked: it came from the network). */
  record: unknown;
  viewer: CallLineViewer;
}

/** A call's line in the conversation, centred, with a phone or camera icon. */
export function CallLine({ record: raw, viewer }: CallLineProps) {
  const { t } = useTranslation();
  const record = readCallRecord(raw);
  if (!record) return <Line>{t('callLine.media.audio')}</Line>;
  const Icon = record.media === 'video' ? VideoIcon : PhoneIcon;
  return (
    <Line data-outcome={record.outcome}>
      <Icon size={14} />
      <span>{callLineText(record, viewer, t)}</span>
    </Line>
  );
}
