import { useEffect, useState } from 'react';
import type { WalletFrame } from '../../core/index.js';
import { useWalletFrame } from '../hooks/useWalletFrame.js';
import { useUi } from '../modal/useUi.js';
import { useAccountNav } from './accountNav.js';
import { frameThemeOf } from './frameThemeOf.js';

/**
 * The isolated frame dressed as part of the account center, and named for assistive
 * technology: once connected, and whenever the look may have changed (the provider's `ui`
 * options, the system's scheme under `auto`), it is sent the dialog's own theme as computed
 * where the frame sits (`frameThemeOf`): scheme, colours, radius, font. The frame stays open
 * across those changes, so what it shows or holds is kept. `themed` turns true once the frame
 * has its first theme (until then it shows the browser's defaults: keep it out of sight).
 */
export function useAccountFrame() {
  const { ui } = useUi();
  const { strings } = useAccountNav();
  const frame = useWalletFrame({ title: strings.frameTitle });
  const connected = frame.frame;
  const [themed, setThemed] = useState<WalletFrame | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `ui` may be a new look
  useEffect(() => {
    const box = connected?.iframe.parentElement;
    if (!connected || !box) return;
    let live = true;
    const send = () => {
      connected.request('theme', frameThemeOf(box)).then(
        () => live && setThemed(connected),
        // A closed frame: nothing to dress.
        () => {},
      );
    };
    send();
    const dark = box.ownerDocument.defaultView?.matchMedia('(prefers-color-scheme: dark)');
    dark?.addEventListener('change', send);
    return () => {
      live = false;
      dark?.removeEventListener('change', send);
    };
  }, [connected, ui]);
  return { ...frame, themed: connected !== undefined && themed === connected };
}
