import type { i18n } from 'i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * The declarative router: the data-router APIs (loaders, actions, fetchers) cost ~15 kB gzip
 * on the visitor's first load and the chat fetches through its own client instead.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

// Vite's BASE_URL ends with '/'; the router wants '/webchat', not '/webchat/'.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function App({ i18n }: { i18n: i18n }) {
  return (
    <AppProviders i18n={i18n}>
      <BrowserRouter basename={basename}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
