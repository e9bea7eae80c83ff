export { createApiClient, stripEmptyProjectId, TIMEOUTS } from './client';
export type { ApiClient, ApiClientConfig, CallOptions } from './client';
export { ApiError, isApiError, nestedInfo } from './api-error';
export { lookupLoading, setLoading, useLoading, useLoadingStore } from './loading-store';
export { api, currentToken } from './default-client';
export { errorMessage } from './error-message';
export type { ErrorMessage } from './error-message';
export { createPrefetch, requestKey } from './prefetch';
export type { EarlyAnswer, Prefetched } from './prefetch';
