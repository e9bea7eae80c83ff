export { ChatEngineerScreen } from './components/chat-engineer-screen';
