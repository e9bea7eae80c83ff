import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AudioPlayer, formatMediaTime } from '@/components/audio-player';
import { FileCard, type FileCardStatus } from '@/components/file-card';
import { ImageViewerTrigger } from '@/components/image-viewer/root';
import { VideoPlayer } from '@/components/video-player';
import type { EmojiEntry } from '@/lib/emoji';
import { MessageText } from './message-text';
import type { ChatMessage } from '@/lib/contract';

const Thumb = styled(ImageViewerTrigger)`
  display: block;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: zoom-in;
  img {
    display: block;
    max-width: min(240px, 60vw);
    max-height: 240px;
    min-width: 80px;
    min-height: 60px;
    object-fit: cover;
  }
`;

const Withheld = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-style: italic;
`;

export interface MessageContentProps {
  message: ChatMessage;
  /** Position of this image in the conversation's gallery. */
  galleryIndex?: number;
  emoji?: readonly EmojiEntry[];
  onCancelUpload?: () => void;
  onRetry?: () => void;
}

/** What a message says, by type (SPEC §1: Text, Image, Voice, Video, File). */
export function MessageContent({
  message,
  galleryIndex,
  emoji,
  onCancelUpload,
  onRetry,
}: MessageContentProps) {
  const { t } = useTranslation();
  // Another site's file: said so in words, never a card, picture or player that vouches for it.
  if (message.foreignMedia && message.type !== 'Text' && message.type !== 'Notice')
    return <Withheld role="note">{t('chat.foreignMedia')}</Withheld>;
  switch (message.type) {
    case 'Image':
      return galleryIndex === undefined || !message.imageUrl ? null : (
        <Thumb index={galleryIndex} aria-label={t('chat.openImage')}>
          <img
            src={message.imageUrl}
            alt={t('chat.imageAlt', { name: message.authorName })}
            loading="lazy"
            decoding="async"
          />
        </Thumb>
      );
    case 'File': {
      const status: FileCardStatus =
        message.error === 'error' ? 'error' : message.progress !== undefined ? 'uploading' : 'done';
      return (
        <FileCard
          name={message.content?.name ?? ''}
          size={message.content?.size ?? 0}
          url={message.content?.url || undefined}
          status={status}
          progress={message.progress === undefined ? undefined : Math.round(message.progress * 100)}
          onCancel={onCancelUpload}
          onRetry={onRetry}
        />
      );
    }
    case 'Voice':
      // On its way (or failed before it was uploaded): a card with the upload's progress, cancel
      // and retry, as for a file; once uploaded, the player.
      if (!message.mediaUrl && message.progress === undefined && message.error !== 'error')
        return null;
      return message.mediaUrl ? (
        <AudioPlayer src={message.mediaUrl} duration={message.duration} />
      ) : (
        <FileCard
          name={`${t('components.media.audio.label')} ${formatMediaTime(message.duration ?? 0)}`}
          size={message.content?.size ?? 0}
          status={message.error === 'error' ? 'error' : 'uploading'}
          progress={message.progress === undefined ? undefined : Math.round(message.progress * 100)}
          onCancel={onCancelUpload}
          onRetry={onRetry}
        />
      );
    case 'Video':
      return message.mediaUrl ? <VideoPlayer src={message.mediaUrl} /> : null;
    default:
      return <MessageText text={message.text ?? message.emotion ?? ''} emoji={emoji} />;
  }
}
