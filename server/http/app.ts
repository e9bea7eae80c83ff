import { Hono } from 'hono';
import type { UploadSink, WebchatCore } from '../core';
import { consoleRoutes } from './console-routes';
import { projectRoutes } from './project-routes';
import { fail } from './route';
import { reviewRoutes } from './review-routes';
import { uploadRoutes } from './uploads';
import { visitorRoutes } from './visitor-routes';

/**
 * The HTTP face of the core: every call of the contract, validated, in one Hono app that MSW
 * hosts in the browser and in tests, and Node hosts in the reference server.
 */
export function createHttpApp(core: WebchatCore, uploads: UploadSink): Hono {
  const app = new Hono();
  visitorRoutes(app, core);
  reviewRoutes(app, core);
  consoleRoutes(app, core);
  uploadRoutes(app, core, uploads);
  projectRoutes(app, core);
  app.notFound((c) =>
    fail(c, 404, `No such call: ${c.req.method} ${new URL(c.req.url).pathname}`, {
      code: 'unknown_call',
    }),
  );
  app.onError((error, c) => {
    console.error('Unhandled error in', c.req.method, c.req.path, error);
    return fail(c, 500, '服务器内部错误', { code: 'server_error' });
  });
  return app;
}
