import { http, HttpResponse } from 'msw';
// widget.js is built by its own Vite config beside the app (vite.widget.config.ts); Ladle builds
// only the stories. The same entry bundled as one classic script (a worker bundle is an IIFE)
// stands in for the file the server would serve.
import loaderUrl from '@/embed/main.ts?worker&url';

/**
 * The host pages load `<base>/widget.js`, which the story server does not have (it would answer
 * with its own HTML page). This serves widget.js, the loader the pages embed, from its source.
 */
export const widgetScript = http.get('*/widget.js', async () => {
  const script = await (await fetch(loaderUrl)).text();
  return new HttpResponse(script, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
});
