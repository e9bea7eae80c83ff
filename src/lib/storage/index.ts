export { createMemoryStore, createSafeStore, localStore, sessionStore } from './safe-storage';
export type { KeyValueStore } from './safe-storage';
export { cookies, COOKIE_DEFAULTS, LOGIN_COOKIE_DAYS } from './cookies';
export type { CookieOptions } from './cookies';
export { createLoginStore, loginProject, loginStore } from './login-store';
export type { LoginStore } from './login-store';
