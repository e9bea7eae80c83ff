import { useCallback, useRef } from 'react';
import { useComposerSends } from '@/features/chat';
import type { EngineerConsole } from '../model/engineer-console';

/**
 * What the Composer does in one conversation: the sends both sides share (in this session),
 * retry, cancel and typing.
 */
export function useSendActions(controller: EngineerConsole, sessionId: string) {
  const typingSent = useRef(false);
  const sends = useComposerSends(controller, { sessionId });
  const onRetry = useCallback(
    (id: string) => void controller.withSender((s) => s.retry(id)),
    [controller],
  );
  const onCancel = useCallback(
    (id: string) => void controller.withSender((s) => s.cancel(id)),
    [controller],
  );

  return {
    ...sends,
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
