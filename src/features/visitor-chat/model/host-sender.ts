// The sender of the chat on screen, for the host page's send command (use-host-bridge): the
// bridge lives above the chat screen, so the session hands its sender here as it starts.
import type { Sender } from '@/features/chat';

let liveSender: Sender | undefined;
let senderWaiters: ((sender: Sender) => void)[] = [];

/** The sender of the chat on screen, for the host page's send command. */
export const currentVisitorSender = (): Sender | undefined => liveSender;

/**
 * The sender of the chat on screen once there is one: the pipeline starts in the round after the
 * chat's first words, and a host page's send that comes before it waits, as typed text does.
 */
export const whenVisitorSender = (): Promise<Sender> =>
  liveSender ? Promise.resolve(liveSender) : new Promise((resolve) => senderWaiters.push(resolve));

/** Makes `sender` the one the host page's commands use (the session does; tests may). */
export function registerVisitorSender(sender: Sender | undefined): void {
  liveSender = sender;
  if (!sender) return;
  const waiting = senderWaiters;
  senderWaiters = [];
  waiting.forEach((resolve) => resolve(sender));
}

/** The session that registered `sender` stops: the host page's commands wait for the next. */
export function unregisterVisitorSender(sender: Sender | undefined): void {
  if (sender && liveSender === sender) liveSender = undefined;
}
