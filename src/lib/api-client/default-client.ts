import { useEnvironment } from '../env';
import { loginStore } from '../storage';
import { createApiClient } from './client';

/** SPEC §7: the token comes from the session ticket when embedded, else the standard store. */
export function currentToken(): string | undefined {
  const { embedded, projectId, loginScope } = useEnvironment.getState();
  return embedded ? loginStore.getTicketToken() : loginStore.getToken(loginScope ?? projectId);
}

/** The app's client (the token where VITE_TOKEN_MODE says, as every client). */
export const api = createApiClient({ getToken: currentToken });
