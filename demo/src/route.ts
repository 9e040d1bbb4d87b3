import { type MouseEvent, useSyncExternalStore } from 'react';

/**
 * The demo's pages: the product (signed out: what the kit is; signed in: the wallet) and the API
 * panels.
 */
export type Route = 'home' | 'developer-tools';

export const PATHS: Record<Route, string> = { home: '/', 'developer-tools': '/developer-tools' };

const CHANGE = 'demo:navigate';

const routeOf = (path: string): Route =>
  path.replace(/\/+$/, '') === PATHS['developer-tools'] ? 'developer-tools' : 'home';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
};

/** The page the address shows (history API: the dev server answers every path with the app). */
export const useRoute = (): Route =>
  useSyncExternalStore(
    subscribe,
    () => routeOf(location.pathname),
    () => 'home',
  );

/**
 * A link's click handler that changes page without a reload (the session, the kit and the
 * open queries stay), unless the user asked for a new tab or window.
 */
export function navigateOnClick(route: Route) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (routeOf(location.pathname) === route) return;
    history.pushState(null, '', PATHS[route]);
    window.dispatchEvent(new Event(CHANGE));
  };
}
