import { useEnvironment } from '../env';
import { loginStore } from '../storage';
import { createApiClient } from './client';

/** SPEC §7: the token comes from the session ticket when embedded, else the standard store. */
export function currentToken(): string | undefined {
  const { embedded, projectId, loginScope } = useEnvironment.getState();
  return embedded ? loginStore.getTicketToken() : loginStore.getToken(loginScope ?? projectId);
}

/** The app's client. VITE_TOKEN_MODE=header moves the token from the query to a header. */
export const api = createApiClient({
  tokenMode: import.meta.env.VITE_TOKEN_MODE === 'header' ? 'header' : 'query',
  getToken: currentToken,
});
