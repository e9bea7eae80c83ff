import { useCallback, useEffect, useState } from 'react';
import { api, type ApiClient } from '@/lib/api-client';
import { projectApi, type ProjectSummary } from '@/lib/contract';

export type ProjectsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; projects: ProjectSummary[] };

/** Loads the project list; `retry` loads it again after a failure. */
export function useProjects(client: ApiClient = api) {
  const [state, setState] = useState<ProjectsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client.call(projectApi.list).then(
      (projects) => live && setState({ status: 'ready', projects }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
