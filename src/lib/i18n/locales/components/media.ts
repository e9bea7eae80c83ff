import type { Widen } from '../widen';

/**
 * UI text of the media components: audio and video players, avatar, badge, progress bar,
 * banner and icon button. Chinese first; English must have the same keys.
 */
export const mediaZh = {
  play: '播放',
  pause: '暂停',
  retry: '重试',
  audio: {
    label: '语音消息',
    seek: '播放进度',
    position: '{{current}} / {{total}}',
    error: '语音无法播放',
  },
  video: {
    label: '视频',
    error: '视频无法播放',
  },
  avatar: {
    unnamed: '未命名用户',
  },
  badge: {
    count_one: '{{count}} 条未读消息',
    count_other: '{{count}} 条未读消息',
    dot: '有新消息',
  },
  progress: {
    label: '进度',
    loading: '正在加载…',
    percent: '{{value}}%',
  },
  banner: {
    dismiss: '关闭提示',
  },
} as const;

export const mediaEn: Widen<typeof mediaZh> = {
  play: 'Play',
  pause: 'Pause',
  retry: 'Retry',
  audio: {
    label: 'Voice message',
    seek: 'Playback position',
    position: '{{current}} of {{total}}',
    error: 'The voice message could not be played.',
  },
  video: {
    label: 'Video',
    error: 'The video could not be played.',
  },
  avatar: {
    unnamed: 'Unnamed user',
  },
  badge: {
    count_one: '{{count}} unread message',
    count_other: '{{count}} unread messages',
    dot: 'New messages',
  },
  progress: {
    label: 'Progress',
    loading: 'Loading…',
    percent: '{{value}}%',
  },
  banner: {
    dismiss: 'Dismiss notice',
  },
};
