import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { call } from '@/features/chat';
import { loadLanguage, registerTexts } from '@/lib/i18n';
import { featuresEn, featuresZh } from '@/lib/i18n/locales/features';
import { clearMockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { setScenarios } from '@/mocks/scenario-state';

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
