export { ChatQueueScreen } from './components/chat-queue-screen';
export { WebchatScreen } from './components/webchat-entry';
