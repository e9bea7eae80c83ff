import { useCallback, useRef } from 'react';
import { toast } from '@/components/toast';
import type { EngineerConsole } from '../model/engineer-console';

/**
 * What the Composer does in one conversation: text, pictures, files and voice notes through the
 * console's send pipeline (checked, kept in the outbox until sent), retry, cancel and typing.
 */
export function useSendActions(controller: EngineerConsole, sessionId: string) {
  const typingSent = useRef(false);
  const onRetry = useCallback(
    (id: string) => void controller.withSender((s) => s.retry(id)),
    [controller],
  );
  const onCancel = useCallback(
    (id: string) => void controller.withSender((s) => s.cancel(id)),
    [controller],
  );

  return {
    onText(text: string) {
      void controller.withSender((sender) => {
        const result = sender.text(text, { sessionId });
        if (!result.ok) toast.error(result.text);
      });
    },
    onImage(file: File) {
      void controller.withSender((s) => s.attach(file, 'image', { sessionId }));
    },
    onFile(file: File) {
      void controller.withSender((s) => s.attach(file, 'file', { sessionId }));
    },
    onVoice(file: File, seconds: number) {
      void controller.withSender((s) => {
        s.voice(file, seconds, { sessionId });
      });
    },
    onRetry,
    onCancel,
    /** "typing" repeats while keys come (the visitor's indicator lapses otherwise); "stopped" once. */
    onTyping(value: boolean) {
      if (!value && !typingSent.current) return;
      typingSent.current = value;
      controller.typing(sessionId, value);
    },
  };
}
