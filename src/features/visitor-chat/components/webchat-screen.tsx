import { useHostBridge } from '../hooks/use-host-bridge';
import { ChatQueueScreen } from './chat-queue-screen';

/** SPEC §2 /webchat: the compact widget view used in iframes; the same chat, no side panel. */
export function WebchatScreen() {
  // Embedded, the host page may sync a login: a new key starts the chat again as that visitor.
  const generation = useHostBridge();
  return <ChatQueueScreen compact key={generation} />;
}
