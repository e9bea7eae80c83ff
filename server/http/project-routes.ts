import type { Hono } from 'hono';
import { projectApi } from '@/lib/contract';
import type { WebchatCore } from '../core';
import { route } from './route';
import * as view from '../wire/views';

/** The project picker's calls (not shown in SPEC; see src/lib/contract/project-api.ts). */
export function projectRoutes(app: Hono, core: WebchatCore) {
  route(app, projectApi.list, async ({ locale }) =>
    (await core.projects(locale)).map(view.projectSummary),
  );
}
