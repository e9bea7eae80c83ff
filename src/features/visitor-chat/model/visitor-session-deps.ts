// What a visitor's session is given by the screen that runs it: the project, the page's services
// and where it speaks (toasts, dialogs, the connection banner).
import type { Prefetched } from '@/lib/api-client';
import type { Channel } from '@/lib/env';
import type { Services } from '@/lib/services';
import type { ConnectionState, OutboxStorage, SenderDeps } from '@/features/chat';
import type { TransferRefusal } from './availability';
import type { HostSenders } from './host-sender';
import type { IncomingAlert } from './visitor-incoming';

export interface VisitorSessionDeps {
  projectId: string;
  channel: Channel;
  /** A warning toast: queue failures, missing configuration. */
  warn: (text: string) => void;
  /** SPEC §8's words when the named engineer cannot take the visitor (422). */
  personalUnavailable?: () => string;
  /**
   * A transfer refused because nobody can serve, or without the pre-chat answers: the screen
   * offers the leave-a-message or pre-chat form. Without it, a warning shows.
   */
  offer?: (refusal: TransferRefusal) => void;
  /** SPEC §4/§8 alerts (and the missing IM configuration warning). */
  alert: (kind: IncomingAlert | 'im_config_missing' | 'invalid_identity') => void;
  onConnection: (state: ConnectionState) => void;
  /** SPEC §8: an invalid identity clears the session and reloads. */
  reload: () => void;
  /** The API client and the socket's origin, from the app's services. */
  services: Pick<Services, 'api' | 'page' | 'socketHost'>;
  /** Words a refusal or failure for the person (i18n). */
  describe: SenderDeps['describe'];
  /** A message that will not leave unless the person acts (a toast). */
  sendFailed: (text: string) => void;
  /** The server said "too fast"; the message waits and leaves when allowed. */
  rateLimited: () => void;
  /** Where waiting messages are kept. @default IndexedDB */
  outbox?: OutboxStorage;
  /**
   * Resolves once the screen shows the chat's first words (or has stopped waiting for them): a
   * new visitor's chat asks for what comes after them (the send pipeline, the company, the IM
   * signature) only then, so those requests do not share a phone's connection with the words.
   */
  firstContent?: () => Promise<void>;
  /** Answers of the start flow's first calls, sent by the page before this model loaded. */
  prefetched?: Prefetched;
  wait?: (ms: number) => Promise<void>;
  /** Where the embedded widget's host page finds this chat's sender (WebchatScreen's). */
  hostSenders?: HostSenders;
}
