export {
  DESKTOP_MEDIA_QUERY,
  defaultChannel,
  isAppUserAgent,
  isDesktopWidth,
  isEmbedded,
  isWechatUserAgent,
  resolveProjectId,
} from './detect';
export type { Channel } from './detect';
export { initEnvironment, setLoginScope, setProjectId, useEnvironment } from './environment-store';
export type { EnvironmentState } from './environment-store';
