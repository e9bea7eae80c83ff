export { VideoPlayer } from './video-player';
export type { VideoPlayerProps } from './video-player';
