export { config, socketHost } from './config';
export { TOKEN_MODE } from './token-mode';
export type { AppConfig } from './config';
