import { useWalletFrame } from '../hooks/useWalletFrame.js';
import { useUi } from '../modal/useUi.js';
import { useAccountNav } from './accountNav.js';

/**
 * The isolated frame in the account center's colours: the theme the app forces, else the
 * system's (read when the screen opens), and named for assistive technology.
 */
export function useAccountFrame() {
  const { theme } = useUi();
  const { strings } = useAccountNav();
  const dark =
    theme === 'dark' ||
    (theme === undefined && globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches);
  return useWalletFrame({ colorScheme: dark ? 'dark' : 'light', title: strings.frameTitle });
}
