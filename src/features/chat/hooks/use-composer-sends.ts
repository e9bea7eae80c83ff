import { useMemo } from 'react';
import { toast } from '@/components/toast';
import type { Sender } from '../model/sender';
import type { ChatMessage } from '@/lib/contract';

/** Whoever holds a side's send pipeline: the visitor's session, the engineer's console. */
export interface SenderOwner {
  withSender<T>(run: (sender: Sender) => T): Promise<T | undefined>;
}

/**
 * What the Composer sends, the same for both sides: text, pictures, files and voice notes through
 * the side's one pipeline (checked, kept in the outbox until sent, in order, once), in `target`'s
 * conversation where the side has several. A line the checks refuse says why in a toast.
 */
export function useComposerSends(owner: SenderOwner | undefined, target?: Partial<ChatMessage>) {
  const sessionId = target?.sessionId;
  return useMemo(() => {
    const extra = sessionId === undefined ? undefined : { sessionId };
    return {
      onText: (text: string) =>
        void owner?.withSender((sender) => {
          const result = sender.text(text, extra);
          if (!result.ok) toast.error(result.text);
        }),
      onImage: (file: File) => void owner?.withSender((s) => s.attach(file, 'image', extra)),
      onFile: (file: File) => void owner?.withSender((s) => s.attach(file, 'file', extra)),
      onVoice: (file: File, seconds: number) =>
        void owner?.withSender((s) => {
          s.voice(file, seconds, extra);
        }),
    };
  }, [owner, sessionId]);
}
