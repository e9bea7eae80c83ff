import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { call } from '@/features/chat';
import { clearMockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { setScenarios } from '@/mocks/scenario-state';

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
