export { AudioPlayer } from './audio-player';
export type { AudioPlayerProps } from './audio-player';
export { formatMediaTime, knownDuration } from './media-time';
export {
  claimPlayback,
  currentPlayback,
  pauseAllPlayback,
  releasePlayback,
  subscribePlayback,
  useExclusivePlayback,
} from './playback-coordinator';
