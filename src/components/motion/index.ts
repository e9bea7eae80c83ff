export { MotionProvider } from './motion-provider';
