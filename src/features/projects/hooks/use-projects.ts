import type { ApiClient } from '@/lib/api-client';
import { projectApi, toProject, type Project } from '@/lib/contract';
import { useResource } from '@/lib/resource';
import { useServices } from '@/lib/services';

export type ProjectsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; projects: Project[] };

/** Loads the project list; `retry` loads it again after a failure. */
export function useProjects(given?: ApiClient) {
  const services = useServices();
  const client = given ?? services.api(services.page);
  const [list, retry] = useResource('projects', () =>
    client.call(projectApi.list).then((list) => list.map(toProject)),
  );
  const state: ProjectsState =
    list.status === 'ok'
      ? { status: 'ready', projects: list.data }
      : list.status === 'error'
        ? { status: 'error', error: list.error }
        : { status: 'loading' };
  return { state, retry };
}
