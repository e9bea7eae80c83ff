export { config } from './config';
export type { AppConfig } from './config';
