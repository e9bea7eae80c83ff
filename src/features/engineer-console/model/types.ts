import type {
  consoleApi,
  DataOf,
  EngineerView,
  QueuedVisitor,
  ServedSession,
} from '@/lib/contract';

/** A visitor waiting in one of the engineer's queues. */
export type WaitingVisitor = QueuedVisitor;

/** The statuses an engineer picks from; 'offline' is what logging out sets. */
export type EngineerStatus = DataOf<typeof consoleApi.status>['status'];
export const PICKABLE_STATUSES = ['online', 'busy', 'away'] as const satisfies EngineerStatus[];

/** What a console session on this device remembers between reloads. */
export interface EngineerAuth {
  token: string;
  /** The IM login signature from the login answer (older stored logins have none). */
  userSig?: string;
  engineer: EngineerView;
  status: EngineerStatus;
}

/**
 * A session in the console's list. `ended` is set when the visitor (or the system) ended it
 * while the engineer still has it open, so the last lines stay readable until dismissed.
 */
export interface ConsoleSession extends ServedSession {
  ended?: 'user' | 'system';
}

export type ConnectionState = 'idle' | 'connecting' | 'online' | 'disconnected' | 'kicked';

/** A visitor's new line, as a desktop notification tells it (#18 item 3). */
export interface VisitorLine {
  id: string;
  sessionId: string;
  name: string;
  /** Its words; undefined for a file or an image. */
  text: string | undefined;
}
