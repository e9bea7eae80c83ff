import { http, HttpResponse, type RequestHandler } from 'msw';
import { mockBackend } from './backend';
import { imSocketHandler } from './im-socket';

/** Every API request goes to the same Hono app the real server runs, so they cannot drift. */
const toBackend: Parameters<typeof http.all>[1] = async ({ request }) =>
  (await mockBackend()).app.fetch(request);

// '*/' matches any origin: the page's in the browser, whatever a Node test calls.
export const handlers: RequestHandler[] = [
  http.all('*/api/csc/*', toBackend),
  http.all('*/api/wb/*', toBackend),
  http.all('*/cubevcaapi/*', toBackend),
  http.all('*/v2/*', toBackend),
  http.get('*/mock-uploads/:id/:name', async ({ params }) => {
    const file = (await mockBackend()).uploads.get(String(params.id));
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file.blob, {
      headers: { 'Content-Type': file.type, 'X-Content-Type-Options': 'nosniff' },
    });
  }),
  imSocketHandler as unknown as RequestHandler,
];
