import { useWalletFrame } from '../hooks/useWalletFrame.js';
import { useUi } from '../modal/useUi.js';
import { useAccountNav } from './accountNav.js';

/**
 * The isolated frame in the account center's colours, and named for assistive technology: the
 * theme the app forces is sent to it; with `auto` nothing is, and the frame's stylesheet follows
 * the system as the center's does, also when it changes while the frame is open.
 */
export function useAccountFrame() {
  const { theme } = useUi();
  const { strings } = useAccountNav();
  return useWalletFrame({ ...(theme ? { colorScheme: theme } : {}), title: strings.frameTitle });
}
