import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '@/components/dialog';
import { toast } from '@/components/toast';
import { useComposerSends } from '@/features/chat';
import { errorMessage } from '@/lib/api-client';
import type { VisitorSession } from '../model/visitor-session';

/**
 * What the visitor does in the chat, as stable callbacks over the session: write, attach, type,
 * ask for a person, start the robot again, end the chat. Every way to send (buttons, paste, drop,
 * the host page) goes through the one pipeline: checked, kept in the outbox until the server
 * has it, in order, once.
 */
export function useVisitorActions(session: VisitorSession | undefined, queueCode: string) {
  const { t } = useTranslation();
  const { onText, onImage, onFile, onVoice } = useComposerSends(session);
  const onTyping = useCallback((typing: boolean) => session?.typing(typing), [session]);
  const transfer = useCallback(() => void session?.begin(2, { queueCode }), [session, queueCode]);
  const restart = useCallback(
    () =>
      void session?.begin(1).catch((error: unknown) => {
        const message = errorMessage(error);
        toast.error(String(t(message.key, message.values as never)));
      }),
    [session, t],
  );
  /** Asks first (SPEC §3: ending is for good). */
  const end = useCallback(async () => {
    const ok = await dialogs.confirm({
      title: t('visitor.actions.endTitle'),
      description: t('visitor.actions.endBody'),
      confirmLabel: t('visitor.actions.endConfirm'),
      cancelLabel: t('visitor.actions.cancel'),
      tone: 'danger',
    });
    if (ok) await session?.end();
  }, [session, t]);
  return { onText, onImage, onFile, onVoice, onTyping, transfer, restart, end };
}
