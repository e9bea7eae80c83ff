import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyWithRetry, type RetryableLazy } from '@/lib/lazy';
import { NotFoundScreen } from './shell/not-found-screen';
import { RootLayout } from './shell/root-layout';
import { RouteView } from './shell/route-boundary';

// SPEC §2: every screen loads on demand. One chunk per feature.
import { ChatQueueScreen } from '@/features/visitor-chat';

const visitorChat = () => import('@/features/visitor-chat');
/**
 * The visitor's chat is what most pages open: it comes with the entry, so its first screen
 * paints in the first render instead of one chunk later. Every other screen loads on demand.
 */
const eager = (Component: ComponentType): RetryableLazy<object> => ({
  Component,
  retry: () => undefined,
  preload: () => Promise.resolve(),
});
const screens = {
  chatQueue: eager(ChatQueueScreen),
  webchat: lazyWithRetry(
    () => visitorChat().then((m) => ({ default: m.WebchatScreen })),
    'webchat',
  ),
  projects: lazyWithRetry(
    () => import('@/features/projects').then((m) => ({ default: m.ProjectsScreen })),
    'project-list',
  ),
  chatEngineer: lazyWithRetry(
    () => import('@/features/engineer-console').then((m) => ({ default: m.ChatEngineerScreen })),
    'chat-engieer',
  ),
  review: lazyWithRetry(
    () => import('@/features/review').then((m) => ({ default: m.ReviewScreen })),
    'review',
  ),
  login: lazyWithRetry(
    () => import('@/features/auth').then((m) => ({ default: m.LoginScreen })),
    'login',
  ),
  test: lazyWithRetry(
    () => import('@/features/host-page').then((m) => ({ default: m.TestScreen })),
    'test',
  ),
  testsaas: lazyWithRetry(
    () => import('@/features/host-page').then((m) => ({ default: m.TestSaasScreen })),
    'testsaas',
  ),
} satisfies Record<string, RetryableLazy<object>>;

/** SPEC §2 route table: path -> screen. Names follow SPEC (including 'chatEngieer'). */
export const ROUTE_TABLE = [
  { path: '/test', name: 'test', screen: screens.test },
  { path: '/testsaas', name: 'testsaas', screen: screens.testsaas },
  { path: '/projects', name: 'project-list', screen: screens.projects },
  { path: '/index/:project', name: 'chat-queue-project', screen: screens.chatQueue },
  { path: '/chatQueue', name: 'chat-queue', screen: screens.chatQueue },
  { path: '/chatEngieer', name: 'chat-engieer', screen: screens.chatEngineer },
  { path: '/webchat', name: 'webchat', screen: screens.webchat },
  { path: '/login', name: 'login', screen: screens.login },
  { path: '/review', name: 'review', screen: screens.review },
] as const;

/** '' redirects to /chatQueue, keeping the query (project_id, isiframe, lang...). */
function RedirectToChatQueue() {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: '/chatQueue', search, hash }} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <RedirectToChatQueue /> },
      ...ROUTE_TABLE.map(({ path, screen }) => ({ path, element: <RouteView screen={screen} /> })),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
