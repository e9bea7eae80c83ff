export * from './endpoint';
export * from './entities';
export * from './own-api';
export * from './user-center-api';
export * from './console-api';
export * from './im';
export * from './errors';
