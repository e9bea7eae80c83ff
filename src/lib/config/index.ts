export { config } from './config';
export { TOKEN_MODE } from './token-mode';
export type { AppConfig } from './config';
