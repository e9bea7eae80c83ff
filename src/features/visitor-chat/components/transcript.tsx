import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { ImageViewerContent, ImageViewerRoot } from '@/components/image-viewer';
import { MessageRow, NoticeRow } from '@/features/chat';
import type { ChatMessage } from '@/lib/contract';

const Log = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  margin: ${({ theme }) => theme.space[2]} 0;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A past conversation, read-only, with its images in a viewer. */
export function Transcript({
  messages,
  actions,
  onBack,
}: {
  messages: ChatMessage[];
  /** What can be done with it (save it, have it sent), under the log. */
  actions?: ReactNode;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const images = messages.filter((m) => m.type === 'Image' && m.imageUrl);
  return (
    <ImageViewerRoot
      items={images.map((m) => ({ src: m.imageUrl ?? '', title: m.authorName }))}
      galleryId="history"
    >
      <Log role="log" aria-label={t('visitor.actions.history')} tabIndex={0}>
        {messages.map((m) =>
          m.type === 'Notice' ? (
            <NoticeRow key={m.id} message={m} viewer="user" />
          ) : (
            <MessageRow
              key={m.id}
              message={m}
              own={m.authorRole === 'user'}
              galleryIndex={images.indexOf(m) >= 0 ? images.indexOf(m) : undefined}
            />
          ),
        )}
      </Log>
      {actions}
      <Button variant="secondary" onClick={onBack}>
        {t('history.back')}
      </Button>
      <ImageViewerContent />
    </ImageViewerRoot>
  );
}
