import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import { useConsoleStore } from '../model/console-store';
import type { EngineerConsole } from '../model/engineer-console';
import { retry, sendFile, sendImage, sendText, type EngineerSendContext } from '../model/send';
import { useReason } from './use-engineer-console';

/** What the Composer does in one conversation: send text, images and files, retry, typing. */
export function useSendActions(controller: EngineerConsole, sessionId: string) {
  const { t } = useTranslation();
  const reason = useReason();
  const engineer = useConsoleStore((s) => s.auth?.engineer);
  const typingSent = useRef(false);

  const ctx = (): EngineerSendContext | undefined =>
    engineer && {
      api: controller.api,
      engineer,
      sessionId,
      // An instant local preview; without object URLs the row waits for the upload.
      preview:
        typeof URL.createObjectURL === 'function' ? (f) => URL.createObjectURL(f) : undefined,
    };
  const failed = (error: unknown) =>
    void toast.error(t('console.errors.send', { reason: reason(error) }));

  const onRetry = useCallback(
    (messageId: string) => {
      if (!engineer) return;
      void retry({ api: controller.api, engineer, sessionId }, messageId, failed);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `failed` only formats a toast
    [controller, engineer, sessionId],
  );

  return {
    onText(text: string) {
      const c = ctx();
      if (c) sendText(c, text, failed);
    },
    onImage(file: File) {
      const c = ctx();
      if (c) sendImage(c, file, failed);
    },
    onFile(file: File) {
      const c = ctx();
      if (!c) return;
      const result = sendFile(c, file, failed);
      if (!result.ok) toast.error(result.message);
    },
    onRetry,
    /** "typing" repeats while keys come (the visitor's indicator lapses otherwise); "stopped" once. */
    onTyping(value: boolean) {
      if (!value && !typingSent.current) return;
      typingSent.current = value;
      controller.typing(sessionId, value);
    },
  };
}
