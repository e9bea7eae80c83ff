import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallMedia } from '@/lib/contract';
import { IconButton } from '../icon-button';
import { PhoneIcon, VideoIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import { registerTexts } from '@/lib/i18n';
import { callEntryEn, callEntryZh } from '@/lib/i18n/locales/features/call-line';

registerTexts('callEntry', { 'zh-CN': callEntryZh, en: callEntryEn });

const Entry = styled(IconButton)`
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export interface CallEntryProps {
  /** A call can start now (a live conversation, the other side reachable, no call on). */
  canStart: boolean;
  /** A call is on: the reason the buttons are off says so. @default false */
  inCall?: boolean;
  onStart: (media: CallMedia) => void;
}

/**
 * Voice and video call buttons for a conversation's header. When a call cannot start they stay
 * focusable (aria-disabled, not disabled) so the reason can be read and hovered.
 */
export function CallEntry({ canStart, inCall = false, onStart }: CallEntryProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = inCall ? t('callEntry.inCall') : t('callEntry.unavailable');
  return (
    <>
      {(['audio', 'video'] as const).map((media) => (
        <Entry
          key={media}
          label={t(`callEntry.start.${media}`)}
          icon={media === 'audio' ? <PhoneIcon /> : <VideoIcon />}
          aria-disabled={!canStart}
          aria-describedby={canStart ? undefined : reasonId}
          title={canStart ? undefined : reason}
          onClick={() => canStart && onStart(media)}
        />
      ))}
      {!canStart && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}
