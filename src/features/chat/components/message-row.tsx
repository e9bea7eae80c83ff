import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Avatar } from '@/components/avatar';
import { RetryIcon } from '@/components/icons';
import { Dot } from '@/components/separator';
import { Spinner } from '@/components/spinner';
import type { EmojiEntry } from '@/lib/emoji';
import { CopyButton } from './copy-button';
import { MessageContent } from './message-content';
import { RobotExtras, type RobotExtrasProps } from './robot-extras';
import { formatLocalDate } from '@/lib/format';
import type { ChatMessage } from '@/lib/contract';

const Row = styled.div<{ $own: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  flex-direction: ${({ $own }) => ($own ? 'row-reverse' : 'row')};
  &:hover .copy,
  &:focus-within .copy {
    opacity: 1;
  }
`;

const Column = styled.div<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(75%, 36em);
  min-width: 0;
`;

/** Why a message was not sent, under its retry (the server's reason, in the reader's words). */
const FailReason = styled.span`
  max-width: 100%;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: 2px;
`;

const Bubble = styled.div<{ $own: boolean; $media: boolean }>`
  position: relative;
  padding: ${({ $media, theme }) => ($media ? '0' : `${theme.space[2]} ${theme.space[3]}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  line-height: 1.5;
  ${({ $own, $media, theme }) =>
    $media
      ? css`
          background: transparent;
        `
      : $own
        ? css`
            background: ${theme.colors.bubbleSelf};
            color: ${theme.colors.bubbleSelfText};
            border-top-right-radius: ${theme.radii.sm};
            a {
              color: inherit;
            }
          `
        : css`
            background: ${theme.colors.bubblePeer};
            color: ${theme.colors.bubblePeerText};
            border-top-left-radius: ${theme.radii.sm};
            box-shadow: ${theme.shadows.sm};
          `}
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RetryButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 28px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  svg {
    width: 14px;
    height: 14px;
  }
`;

export interface MessageRowProps extends Pick<
  RobotExtrasProps,
  'onArticle' | 'onAsk' | 'onTransfer'
> {
  message: ChatMessage;
  /** Whose side the reader is on: their own messages sit on the right with a read state. */
  own: boolean;
  galleryIndex?: number;
  emoji?: readonly EmojiEntry[];
  onRetry?: (id: string) => void;
  onCancelUpload?: (id: string) => void;
}

/** One message: avatar, name, the content by type, time and, for own messages, send/read state. */
export const MessageRow = memo(function MessageRow(props: MessageRowProps) {
  const { message, own, galleryIndex, emoji, onRetry, onCancelUpload } = props;
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const media = message.type === 'Image' || message.type === 'File' || message.type === 'Video';
  // The robot is named in the reader's language (小威 / Xiaowei); people keep their own names.
  const robot = message.authorRole === 'robot';
  const author = robot ? t('visitor.robotName') : message.authorName;
  return (
    <Row
      $own={own}
      data-message-id={message.serverId ?? message.id}
      data-author={message.authorRole}
    >
      <Avatar name={author} src={message.avatar || undefined} size="sm" />
      <Column $own={own}>
        {!own && <Name translate={robot ? undefined : 'no'}>{author}</Name>}
        <Bubble $own={own} $media={media}>
          <MessageContent
            message={message}
            galleryIndex={galleryIndex}
            emoji={emoji}
            onRetry={onRetry ? () => onRetry(message.id) : undefined}
            onCancelUpload={
              onCancelUpload && message.progress !== undefined
                ? () => onCancelUpload(message.id)
                : undefined
            }
          />
          {message.robot && (
            <RobotExtras
              robot={message.robot}
              onArticle={props.onArticle}
              onAsk={props.onAsk}
              onTransfer={props.onTransfer}
            />
          )}
        </Bubble>
        <Meta>
          <time dateTime={new Date(message.sentAt).toISOString()}>
            {formatLocalDate(message.sentAt, i18n.language, 'clock')}
          </time>
          {own && message.error === 'presending' && (
            <Spinner label={t('chat.status.presending')} size={12} />
          )}
          {own && message.error === 'error' && message.type !== 'File' && (
            <RetryButton
              type="button"
              onClick={() => onRetry?.(message.id)}
              aria-describedby={message.reason ? reasonId : undefined}
            >
              <RetryIcon />
              {t('chat.status.failed')} <Dot /> {t('chat.status.retry')}
            </RetryButton>
          )}
          {own && message.error === '' && (
            <span>{t(message.read ? 'chat.status.read' : 'chat.status.unread')}</span>
          )}
          {message.type === 'Text' && message.text && <CopyButton text={message.text} />}
        </Meta>
        {own && message.error === 'error' && message.reason && (
          <FailReason id={reasonId}>{message.reason}</FailReason>
        )}
      </Column>
    </Row>
  );
});
