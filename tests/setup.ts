import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage, registerTexts } from '@/lib/i18n';
import { featuresEn, featuresZh } from '@/lib/i18n/locales/features';
import { clearMockBackend, setMockBackendDefaults } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { setScenarios } from '@/mocks/scenario-state';
import { dialogStore } from '@/components/dialog';
import { toastStore } from '@/components/toast';
import { consoleStore } from '@/features/engineer-console/model/console-store';
import { useReviewer } from '@/features/review/model/reviewer';
import { useEnvironment } from '@/lib/env';
import { visitorStore } from '@/features/visitor-chat/model/visitor-store';
import { rememberedPasswords } from '@/testing/remembered-passwords';
import { expectRealTimers, reviveAnimationFrames } from './shared-clock';

// findBy/waitFor wait up to 3 s, not Testing Library's 1 s: a screen's first answer from the
// in-process backend (its first core and seed) takes 0.8 s on an idle 2-core machine and went
// over 1 s on a busy CI run, which reported a working screen as missing.
configure({ asyncUtilTimeout: 3_000 });

// Screens register their texts when their chunk loads; component tests import parts directly.
for (const key of Object.keys(featuresZh) as (keyof typeof featuresZh)[])
  registerTexts(key, { 'zh-CN': featuresZh[key], en: featuresEn[key] });

// The demo's engineers sign in in hundreds of tests: each password is checked once per worker.
setMockBackendDefaults({ passwords: rememberedPasswords() });

// The app loads English when a page starts in it or switches to it; tests render in either.
await loadLanguage('en');

// Every request a test makes must be mocked on purpose. A worker of the 'web' project runs many
// files with the same modules (vite.config.ts): MSW listens once per worker, for all of them (its
// WebSocket interception does not come back after a close). It starts in a hook, after the first
// file's imports: a module that takes a network global when it loads (ws, axios) must take the
// real one in the files that close MSW to reach a real server (withoutMsw).
const worker = globalThis as { __mswListening?: boolean };
beforeAll(() => {
  if (worker.__mswListening) return;
  server.listen({ onUnhandledRequest: 'error' });
  worker.__mswListening = true;
});
afterEach(() => {
  // Spies first: one set on a fake clock's timer, restored after the clock, would put it back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A frame asked for under the test's fake clock runs on the real one (tests/shared-clock.ts).
  reviveAnimationFrames();
  server.resetHandlers();
  setScenarios([]);
  clearMockBackend();
  // The app's stores that live outside React, as a fresh page has them: a worker's next file
  // imports the same modules (vite.config.ts), so a test's state would otherwise reach it.
  visitorStore.reset();
  consoleStore.reset();
  toastStore.dismiss();
  dialogStore.clear();
  for (const store of [useEnvironment, useReviewer])
    (store.setState as (state: unknown, replace: true) => void)(store.getInitialState(), true);
  if (typeof window === 'undefined') return; // node-environment tests (lint, bench helpers)
  cleanup();
  // What a test left outside its container (a portal it never closed) and on <html> (its
  // language, its marks) is gone before the next test, of this file or the next one.
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  // widget.js's global: installed once per page, a later file's page would find it and do nothing.
  delete (window as { webchat?: unknown }).webchat;
  expectRealTimers();
});
