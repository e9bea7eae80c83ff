import type { ApiClient } from '@/lib/api-client';
import { consoleApi, toVisitorProfile } from '@/lib/contract';
import { useResource } from '@/lib/resource';

/** The visitor's profile, past sessions and service orders (consoleApi.visitor). */
export function useVisitorProfile(api: ApiClient | undefined, cubeUid: string) {
  const [profile] = useResource(api ? `visitor:${cubeUid}` : undefined, () =>
    api!.call(consoleApi.visitor, { params: { cube_uid: cubeUid } }).then(toVisitorProfile),
  );
  return {
    profile: profile.status === 'ok' ? profile.data : undefined,
    failed: profile.status === 'error',
    loading: profile.status === 'idle' || profile.status === 'loading',
  };
}
