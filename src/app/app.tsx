import type { i18n } from 'i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

export function createAppRouter() {
  // Strip the trailing slash Vite puts on BASE_URL: the router wants '/webchat', not '/webchat/'.
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
  return createBrowserRouter(routes, { basename });
}

export function App({ i18n, router }: { i18n: i18n; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
