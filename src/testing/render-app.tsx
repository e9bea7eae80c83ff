import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { AppRoutes } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createI18n } from '@/lib/i18n';

/**
 * The whole app at `path` on the in-test backend, as a visitor meets it. jsdom lays nothing out
 * and has no element scrolling: the virtualised lists get a tall viewport and no-op scrolls.
 */
export function renderApp(path = '/chatQueue') {
  HTMLElement.prototype.scrollTo ??= () => undefined;
  HTMLElement.prototype.scrollBy ??= () => undefined;
  return render(
    <AppProviders i18n={createI18n()}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </VirtuosoMockContext.Provider>
    </AppProviders>,
  );
}
