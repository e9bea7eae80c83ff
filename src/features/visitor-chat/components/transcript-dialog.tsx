import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import type { ApiClient } from '@/lib/api-client';
import { TranscriptExport } from './transcript-export';

/** The menu's "聊天记录": the conversation on screen, saved or e-mailed. */
export function TranscriptDialog({
  api,
  sessionId,
  onOpenChange,
}: {
  api: ApiClient;
  sessionId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Content>
        <Dialog.Title>{t('transcript.title')}</Dialog.Title>
        <Dialog.Description>{t('transcript.intro')}</Dialog.Description>
        <Dialog.Body>
          <TranscriptExport api={api} sessionId={sessionId} />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
