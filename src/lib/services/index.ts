export { createServices } from './services';
export type { Services, ServicesOptions, TokenHolder } from './services';
export { ServicesProvider, useServices } from './context';
