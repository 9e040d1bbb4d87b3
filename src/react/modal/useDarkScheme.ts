import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(changed: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', changed);
  return () => media?.removeEventListener('change', changed);
}

const systemDark = () => globalThis.matchMedia?.(QUERY).matches === true;

/**
 * Whether the kit's dialogs are dark: `ui.theme` when it forces one, else the system's scheme,
 * followed as it changes (the stylesheet follows it alone, the app's colours included; the logo
 * per scheme needs it here). Light on a server.
 */
export function useDarkScheme(theme: 'light' | 'dark' | 'auto' | undefined): boolean {
  const system = useSyncExternalStore(subscribe, systemDark, () => false);
  return theme === 'dark' || (theme !== 'light' && system);
}
