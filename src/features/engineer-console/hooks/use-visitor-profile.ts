import { useEffect, useState } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { consoleApi, type DataOf } from '@/lib/contract';

export type VisitorProfile = DataOf<typeof consoleApi.visitor>;

/** The visitor's profile, past sessions and service orders (consoleApi.visitor). */
export function useVisitorProfile(api: ApiClient | undefined, cubeUid: string) {
  const [result, setResult] = useState<{
    cubeUid: string;
    profile?: VisitorProfile;
    failed?: boolean;
  }>();
  useEffect(() => {
    if (!api) return;
    let live = true;
    api.call(consoleApi.visitor, { params: { cube_uid: cubeUid }, trackLoading: false }).then(
      (profile) => live && setResult({ cubeUid, profile }),
      () => live && setResult({ cubeUid, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, cubeUid]);
  const current = result?.cubeUid === cubeUid ? result : undefined;
  return { profile: current?.profile, failed: current?.failed ?? false, loading: !current };
}
