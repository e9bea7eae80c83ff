import type {
  CallParty,
  CallStep,
  QueueChange,
  QueuePosition,
  StoredMessage,
  WaitingVisitor,
  Whisper,
} from './types';

/**
 * What the core tells the people of a conversation, in its own terms. A host's socket edge
 * (server/im) turns each into the contract's frame; the core knows nothing of the wire.
 */
export type CoreEvent =
  /** A message was stored in a conversation the account takes part in. */
  | { type: 'message'; message: StoredMessage }
  /** Where a queued visitor stands now. */
  | { type: 'queue'; position: QueuePosition; at: number }
  /**
   * An engineer's queue changed (#18 item 3): a visitor entered it (`row`: as the console lists
   * it), left it, or was accepted by `by`. Sent to every engineer who lists the visitor.
   */
  | {
      type: 'waiting';
      change: QueueChange;
      skill: string;
      sessionId: string;
      row?: WaitingVisitor;
      by?: string;
    }
  /** The other side read these messages of the account's. */
  | { type: 'read'; sessionId: string | undefined; messageIds: string[] }
  /** The other side started or stopped typing. */
  | { type: 'typing'; sessionId: string; typing: boolean }
  /**
   * A step of a voice or video call (#18) from the other party, or (`echo`) from another
   * connection of the account's own; `connectionId` is the sending connection's. Steps the core
   * takes itself (a ring nobody answered, the session ending) carry none.
   */
  | {
      type: 'call';
      sessionId: string;
      callId: string;
      from: CallParty;
      connectionId?: string;
      echo?: boolean;
      signal: CallStep;
    }
  /** A supervisor's note to the engineer of a live conversation. */
  | { type: 'whisper'; whisper: Whisper; supervisorAvatar: string }
  /** The account logged in on another connection (sent on `kick:<account>`). */
  | { type: 'kickoff'; connectionId: string }
  /**
   * The account signed out (on `kick:<account>`): every open connection ends, or only those
   * opened with the token whose digest is `credential` (a visitor's one device).
   */
  | { type: 'revoked'; credential?: string };
