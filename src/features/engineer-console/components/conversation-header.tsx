import { Fragment, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { CallEntry, type CallEntryProps } from '@/components/call/call-entry';
import { IconButton } from '@/components/icon-button';
import { ChevronLeftIcon, StarIcon, UserIcon } from '@/components/icons';
import { Dot } from '@/components/separator';
import type { ConsoleSession } from '../model/types';
import { SmallText } from './panel.styles';
import { formatLocalDate } from '@/lib/format';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 56px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
`;

const Name = styled.h2`
  margin: 0;
  &:focus {
    outline: none;
  }
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Close = styled(Button)`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const time = (iso: string, language: string) => formatLocalDate(iso, language, 'clock');

export interface ConversationHeaderProps {
  session: ConsoleSession;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onBack?: () => void;
  onDetails?: () => void;
  /** Absent once the session has ended. */
  onClose?: () => void;
  /** Asks the visitor for a rating; absent once asked, rated or ended (#17 item 1). */
  onRequestRating?: () => void;
  /** Voice and video call buttons (#18), off with a reason unless a call can start. */
  call?: CallEntryProps;
}

/** Who the engineer is talking to, since when, and the conversation's actions. */
export function ConversationHeader({
  session,
  headingId,
  headingRef,
  onBack,
  onDetails,
  onClose,
  onRequestRating,
  call,
}: ConversationHeaderProps) {
  const { t, i18n } = useTranslation();
  const details = [
    session.queueCode && t('console.queue.skill', { code: session.queueCode }),
    t('console.conversation.started', { time: time(session.startedAt, i18n.language) }),
    session.product?.name,
  ].filter(Boolean);
  return (
    <Bar>
      {onBack && (
        <IconButton label={t('console.layout.back')} icon={<ChevronLeftIcon />} onClick={onBack} />
      )}
      <Avatar name={session.visitorName} src={session.avatar || undefined} size="sm" />
      <Who>
        <Name id={headingId} ref={headingRef} tabIndex={-1}>
          {session.visitorName}
        </Name>
        <SmallText>
          {details.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && <Dot />}
              {part}
            </Fragment>
          ))}
        </SmallText>
      </Who>
      {call && <CallEntry {...call} />}
      {onDetails && (
        <IconButton label={t('console.layout.details')} icon={<UserIcon />} onClick={onDetails} />
      )}
      {onRequestRating && (
        <IconButton label={t('rating.request')} icon={<StarIcon />} onClick={onRequestRating} />
      )}
      {onClose && (
        <Close variant="secondary" onClick={onClose}>
          {t('console.conversation.close')}
        </Close>
      )}
    </Bar>
  );
}
