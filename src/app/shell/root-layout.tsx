import { useLayoutEffect } from 'react';
import { useMatch, useSearchParams } from 'react-router-dom';
import { STORAGE_KEYS } from '@/lib/constants';
import { resolveProjectId, setProjectId } from '@/lib/env';
import { useServices } from '@/lib/services';
import { KeepAliveOutlet } from './keep-alive-outlet';

/** Keeps the environment's project in step with the URL (SPEC §2). */
function useProjectFromUrl(): void {
  const indexMatch = useMatch('/index/:project');
  const [search] = useSearchParams();
  const { storage } = useServices();
  const projectId = resolveProjectId({
    routeProject: indexMatch?.params.project,
    search,
    storedProject: storage.local.getItem(STORAGE_KEYS.currentProject),
  });
  useLayoutEffect(() => setProjectId(projectId), [projectId]);
}

export function RootLayout() {
  useProjectFromUrl();
  return <KeepAliveOutlet />;
}
