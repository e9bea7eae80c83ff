/** Storage keys of SPEC §3; the names are part of the contract with existing deployments. */
export const STORAGE_KEYS = {
  token: 'WEBCHAT_TOKEN',
  cubeUid: 'WEBCHAT_CUBE_UID_KEY',
  currentProject: 'CURRENT_PROJECT_KEY',
  /** Stored landing address that the native app clears shortly after start (SPEC §1). */
  href: 'HREF',
  language: 'WEBCHAT_LANGUAGE',
} as const;

/** Project used when neither the URL nor storage names one (SPEC §2, §3). */
export const DEFAULT_PROJECT = 'DEFAULT_PROJECT';
