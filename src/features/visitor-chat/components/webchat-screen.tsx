import { ChatQueueScreen } from './chat-queue-screen';

/** SPEC §2 /webchat: the compact widget view used in iframes; the same chat, no side panel. */
export function WebchatScreen() {
  return <ChatQueueScreen compact />;
}
