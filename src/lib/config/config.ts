import { TOKEN_MODE } from './token-mode';

/**
 * SPEC §3 configuration. Values come from Vite env at build time with the observed defaults;
 * `im.appid` has no default on purpose: SPEC §8 warns when the IM configuration is missing.
 */
export interface AppConfig {
  version: string;
  /** Environment name; SPEC's build is 'sit' (test). */
  env: string;
  im: { appid: string | undefined; accountType: string };
  api: { base: string; upload: string; cti: string; oss: string; domain: string };
  /** The real-time socket host; '' means this page's origin. */
  socketUrl: string;
  /**
   * How API calls carry the login: 'query' is SPEC's ?token=...; 'header' sends it as
   * `Authorization: Bearer` instead, keeping tokens out of URLs, logs and Referer (CWE-598).
   * VITE_TOKEN_MODE; every client of the app follows it.
   */
  tokenMode: 'query' | 'header';
  /** SPEC §3 feature flags (all on in the observed build). */
  flags: {
    webchat: { plugin: boolean; custom_page: boolean; media_message: boolean };
    engineer_helper: { send_short_message: boolean; order_log_search: boolean };
    evaluation: { custom_push_config: boolean };
    order: boolean;
  };
}

const env = import.meta.env as Record<string, string | undefined>;

export const config: AppConfig = {
  version: env.VITE_APP_VERSION ?? '0.1.0',
  env: env.VITE_APP_ENV ?? 'sit',
  im: { appid: env.VITE_IM_APPID ?? 'webchat-demo', accountType: env.VITE_IM_ACCOUNT_TYPE ?? '1' },
  api: {
    base: env.VITE_API_BASE ?? '/api',
    upload: env.VITE_API_UPLOAD ?? '/api/wb/case/up',
    cti: env.VITE_API_CTI ?? '',
    oss: env.VITE_API_OSS ?? '',
    domain: env.VITE_API_DOMAIN ?? '',
  },
  socketUrl: env.VITE_SOCKET_URL ?? '',
  tokenMode: TOKEN_MODE,
  flags: {
    webchat: { plugin: true, custom_page: true, media_message: true },
    engineer_helper: { send_short_message: true, order_log_search: true },
    evaluation: { custom_push_config: true },
    order: true,
  },
};
