import { useEffect, useState } from 'react';

export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'game'; readonly id: string; readonly token: string | null }
  | { readonly page: 'replay'; readonly id: string; readonly token: string | null };

export function parseRoute(pathname: string, search: string): Route {
  const params = new URLSearchParams(search);
  const game = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (game?.[1]) return { page: 'game', id: game[1], token: params.get('token') };
  const replay = /^\/replay\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  if (replay?.[1]) return { page: 'replay', id: replay[1], token: params.get('token') };
  return { page: 'home' };
}

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname, location.search));
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.pathname, location.search));
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  }, []);
  return route;
}
