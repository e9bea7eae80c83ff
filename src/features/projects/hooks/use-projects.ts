import type { ApiClient } from '@/lib/api-client';
import { projectApi, type ProjectSummary } from '@/lib/contract';
import { useResource } from '@/lib/resource';
import { useServices } from '@/lib/services';

export type ProjectsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; projects: ProjectSummary[] };

/** Loads the project list; `retry` loads it again after a failure. */
export function useProjects(given?: ApiClient) {
  const services = useServices();
  const client = given ?? services.api(services.page);
  const [list, retry] = useResource('projects', () => client.call(projectApi.list));
  const state: ProjectsState =
    list.status === 'ok'
      ? { status: 'ready', projects: list.data }
      : list.status === 'error'
        ? { status: 'error', error: list.error }
        : { status: 'loading' };
  return { state, retry };
}
