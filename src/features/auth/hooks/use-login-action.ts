import { useCallback, useRef, useState } from 'react';
import type { LoginResult } from '@/lib/contract';
import { classifyLoginError, clearSession, type LoginFailure } from '../model/login-flow';
import type { LoginTarget } from '../model/unified-login';
import type { LoginContext } from './use-login-context';
import { visitorStore } from '@/features/visitor-chat';

/**
 * Runs one login attempt at a time: busy while it runs, the failure when it fails (an invalid
 * identity also clears the session, SPEC §8), and the way out when it succeeds.
 */
export function useLoginAction(ctx: LoginContext) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure>();
  const running = useRef(false);
  const { deps, target, finish } = ctx;

  const run = useCallback(
    async (attempt: (target: LoginTarget) => Promise<LoginResult>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setFailure(undefined);
      const where = await target();
      const previous = deps.store.getToken(where.key);
      try {
        const result = await attempt(where);
        finish(result, previous);
        return true;
      } catch (error) {
        const failed = classifyLoginError(error);
        if (failed.kind === 'invalid_identity') {
          clearSession(deps, where);
          visitorStore.reset();
        }
        setFailure(failed);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [deps, target, finish],
  );

  const dismiss = useCallback(() => setFailure(undefined), []);
  return { run, busy, failure, dismiss };
}

export type LoginAction = ReturnType<typeof useLoginAction>;
