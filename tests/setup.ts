import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { call } from '@/features/chat';
import { loadLanguage, registerTexts } from '@/lib/i18n';
import { featuresEn, featuresZh } from '@/lib/i18n/locales/features';
import { clearMockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { setScenarios } from '@/mocks/scenario-state';

// findBy/waitFor wait up to 3 s, not Testing Library's 1 s: a screen's first answer from the
// in-process backend (its first core and seed) takes 0.8 s on an idle 2-core machine and went
// over 1 s on a busy CI run, which reported a working screen as missing.
configure({ asyncUtilTimeout: 3_000 });

// Screens register their texts when their chunk loads; component tests import parts directly.
for (const key of Object.keys(featuresZh) as (keyof typeof featuresZh)[])
  registerTexts(key, { 'zh-CN': featuresZh[key], en: featuresEn[key] });

// The app loads English when a page starts in it or switches to it; tests render in either.
await loadLanguage('en');

// Every request a test makes must be mocked on purpose.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setScenarios([]);
  clearMockBackend();
  call.reset();
  if (typeof window === 'undefined') return; // node-environment tests (lint, bench helpers)
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
