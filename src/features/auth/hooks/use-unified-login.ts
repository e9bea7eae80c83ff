import { useCallback, useEffect, useRef, useState } from 'react';
import { unifiedLogin } from '../model/unified-login';
import type { LoginAction } from './use-login-action';
import type { LoginContext } from './use-login-context';

/**
 * SPEC §7 unified login, started by an st ticket in the URL (/login?st=...). Each ticket is
 * tried once on its own (a kept-alive screen shown again must not replay it); the visitor may
 * retry after a failure.
 */
export function useUnifiedLogin(ctx: LoginContext, action: LoginAction) {
  const { st, location, deps } = ctx;
  const { run } = action;
  const tried = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'running' | 'failed'>('idle');

  const start = useCallback(
    async (ticket: string) => {
      setState('running');
      const ok = await run((target) => unifiedLogin(deps, { st: ticket, location }, target));
      setState(ok ? 'idle' : 'failed');
    },
    [deps, location, run],
  );

  useEffect(() => {
    if (!st || tried.current === st) return;
    tried.current = st;
    void start(st);
  }, [st, start]);

  const retry = useCallback(() => {
    if (st) void start(st);
  }, [st, start]);

  return { active: Boolean(st), state, retry };
}
