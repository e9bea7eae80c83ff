import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createServices, type Services } from './services';

const ServicesContext = createContext<Services | null>(null);

/** Hands the app's services to everything below (the app builds them once, in its providers). */
export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return createElement(ServicesContext.Provider, { value: services }, children);
}

let standalone: Services | undefined;

/**
 * The app's services. A part rendered alone (a story, a component test) gets one default set
 * with the build's settings, made once, so it behaves as it would inside the app.
 */
export function useServices(): Services {
  return useContext(ServicesContext) ?? (standalone ??= createServices());
}
