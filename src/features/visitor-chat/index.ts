export { ChatQueueScreen } from './components/chat-queue-screen';
export { WebchatScreen } from './components/webchat-entry';
export { startVisitorEarly } from './model/early-start';
export { useVisitorStore, visitorStore } from './model/visitor-store';
