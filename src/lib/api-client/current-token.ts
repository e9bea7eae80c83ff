import { useEnvironment } from '../env';
import { loginStore } from '../storage';

/** SPEC §7: the token comes from the session ticket when embedded, else the standard store. */
export function currentToken(): string | undefined {
  const { embedded, projectId, loginScope } = useEnvironment.getState();
  return embedded ? loginStore.getTicketToken() : loginStore.getToken(loginScope ?? projectId);
}
