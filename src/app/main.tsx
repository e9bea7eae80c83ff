import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initEnvironment, useEnvironment } from '@/lib/env';
import { createI18n, initialLanguage, loadLanguage } from '@/lib/i18n';
import { loadAxios } from '@/lib/api-client';
import { nextTask } from '@/lib/idle';
import { startVisitorEarly } from '@/features/visitor-chat';
import { App } from './app';

async function start(): Promise<void> {
  // Dev and the demo build run on the in-browser backend; production builds drop this branch.
  if (import.meta.env.VITE_MOCKS === 'on') {
    const { enableMocks } = await import('./dev/enable-mocks');
    await enableMocks();
  }
  // The chunk has been evaluated; its start is a task of its own (on a slow phone the two as
  // one blocked input for 120-210 ms; Lighthouse's long-task threshold is 50).
  await nextTask();
  initEnvironment();
  // The language first: the early requests ask for content in it (Accept-Language).
  const language = initialLanguage();
  document.documentElement.lang = language;
  // Another language than Chinese is a chunk of its own, fetched beside the early requests; if
  // it cannot be fetched the page speaks Chinese rather than not at all.
  const texts = loadLanguage(language).catch(() => undefined);
  // A new visitor's start flow leaves now, not after the chat's code has arrived. Any other page
  // (a returning visitor, the console) makes its first calls with axios: it comes with the code.
  const early = startVisitorEarly(
    window.location,
    import.meta.env.BASE_URL,
    useEnvironment.getState().channel,
  );
  if (!early) loadAxios().catch(() => undefined);
  // The requests are out. The texts and the first render come in tasks of their own too.
  await nextTask();
  await texts;
  const i18n = createI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await nextTask();
  const root = createRoot(container);
  // A transition renders in slices that give the main thread back every few milliseconds, so
  // the first render (styles injected, the screen's tree built) is no long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
}

void start();
