import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ownApi, type LoginResult } from '@/lib/contract';
import { useEnvironment } from '@/lib/env';
import { useServices } from '@/lib/services';
import { cookies } from '@/lib/storage';
import type { LoginDeps } from '../model/login-flow';
import { loginKey, type LoginPermission } from '../model/login-identity';
import { afterLoginTarget, projectOfTarget } from '../model/redirect';
import type { LoginTarget } from '../model/unified-login';
import { visitorStore } from '@/features/visitor-chat';

const newHash = () =>
  globalThis.crypto?.randomUUID?.().replace(/-/g, '') ??
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** What every way of logging in on this screen shares: the client, storage, project and exit. */
export function useLoginContext() {
  const pageProject = useEnvironment((s) => s.projectId);
  const [search] = useSearchParams();
  const origin = window.location.origin;
  const exit = afterLoginTarget(search, origin);
  // Log in for the project of the chat the visitor goes back to, where it will look for it.
  const projectId = projectOfTarget(exit, origin) ?? pageProject;
  const navigate = useNavigate();
  const permission = useRef<{ projectId: string; rules: Promise<LoginPermission | undefined> }>(
    undefined,
  );

  const services = useServices();
  const api = services.api(services.page);
  const deps = useMemo<LoginDeps>(
    () => ({ api, store: services.storage.login, cookies, newHash, now: services.now }),
    [api, services],
  );

  // SPEC §6: the project's permission tree decides where the login lives. Asked once per
  // project; a login started before it answers waits for it, and a failure counts as generic.
  const rulesFor = useCallback(
    (id: string) => {
      if (permission.current?.projectId !== id) {
        const rules = api
          .call(ownApi.customerRules, { query: { project_id: id } })
          .catch(() => undefined);
        permission.current = { projectId: id, rules };
      }
      return permission.current.rules;
    },
    [api],
  );
  useEffect(() => void rulesFor(projectId), [projectId, rulesFor]);

  const target = useCallback(
    async (): Promise<LoginTarget> => ({ key: loginKey(projectId, await rulesFor(projectId)) }),
    [projectId, rulesFor],
  );

  /** Back where the visitor came from; a new identity starts the chat afresh. */
  const finish = useCallback(
    (result: LoginResult, previousToken: string | undefined) => {
      if (previousToken !== result.token) visitorStore.reset();
      navigate(exit, { replace: true });
    },
    [navigate, exit],
  );

  return {
    projectId,
    deps,
    target,
    finish,
    accessesId: search.get('accesses_id'),
    st: search.get('st'),
    location: search.get('location'),
    reason: search.get('reason'),
  };
}

export type LoginContext = ReturnType<typeof useLoginContext>;
