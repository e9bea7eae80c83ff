import { useEffect, useState } from 'react';
import { userCenterSession } from '../model/login-flow';
import type { LoginContext } from './use-login-context';

/**
 * The user-center status check on open: when this browser already has a Lenovo account session,
 * the screen offers to continue with it. Skipped while an st ticket is being used, and silent
 * on failure (the other ways to log in still work).
 */
export function useUserCenterStatus(
  ctx: LoginContext,
): { lenovoId: string; st: string } | undefined {
  const { deps, st } = ctx;
  const [session, setSession] = useState<{ lenovoId: string; st: string }>();
  useEffect(() => {
    if (st) return;
    let live = true;
    userCenterSession(deps).then(
      (found) => live && setSession(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [deps, st]);
  return st ? undefined : session;
}
