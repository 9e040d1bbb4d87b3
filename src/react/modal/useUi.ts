import { useMemo } from 'react';
import { useWalletKitContext } from '../context/useWalletKitContext.js';
import type { WalletKitUiOptions } from '../context/walletKitProviderConfig.js';
import { brandingOf } from './brandingOf.js';
import { defaultStrings, type WalletKitStrings } from './defaultStrings.js';
import { useDarkScheme } from './useDarkScheme.js';

export interface Ui<Extra extends object> {
  /** The provider's `ui` options, as given. */
  ui: WalletKitUiOptions;
  /** Every word, the app's `ui.strings` over the English defaults (and over `extra`'s). */
  strings: WalletKitStrings & Extra;
  /**
   * `data-theme` for a root element: the forced theme, or none for `auto` (the CSS follows the
   * system).
   */
  theme: 'light' | 'dark' | undefined;
}

/**
 * The modal's UI options read once: the strings merged over the defaults (kept stable across
 * renders) and the theme attribute. `extra` adds the defaults of a screen loaded on demand (the
 * wallet screen's words live in its chunk); pass a module-level constant.
 */
export function useUi<Extra extends object = Record<never, never>>(extra?: Extra): Ui<Extra> {
  const { ui } = useWalletKitContext();
  const strings = useMemo(
    () => ({ ...defaultStrings, ...extra, ...ui.strings }) as WalletKitStrings & Extra,
    [extra, ui.strings],
  );
  const theme = ui.theme && ui.theme !== 'auto' ? ui.theme : undefined;
  return { ui, strings, theme };
}

/**
 * The app's look for a kit root (a dialog, a button): the `--ewk-*` variables of its branding
 * options, both schemes' (`brandingOf`), kept stable across renders, and whether the scheme in
 * effect is dark (for what the stylesheet cannot pick, the logo).
 */
export function useBranding(): { style: Record<string, string>; dark: boolean } {
  const { ui } = useWalletKitContext();
  const dark = useDarkScheme(ui.theme);
  const style = useMemo(() => brandingOf(ui), [ui]);
  return { style, dark };
}
