import { setupWorker } from 'msw/browser';
import { resetMockBackend } from './backend';
import { handlers } from './handlers';
import { MOCK_DB_KEY } from './persistent-store';

// ?mock-reset starts the demo's support centre afresh.
if (new URLSearchParams(window.location.search).has('mock-reset'))
  window.localStorage.removeItem(MOCK_DB_KEY);
resetMockBackend({ persist: window.localStorage });

export const worker = setupWorker(...handlers);
