import type {
  LoginResult,
  LoginWithWalletArgs,
  OAuthProviderName,
  Session,
  SignupOptions,
  WalletKitOptions,
} from '../../core/index.js';
import type { AccountCenterStrings } from '../account/defaultAccountStrings.js';
import type { ConfirmStrings } from '../confirm/defaultConfirmStrings.js';
import type { FailureStrings, ModalStrings } from '../modal/defaultStrings.js';
import type { ModalMethod } from '../modal/offeredLoginMethods.js';

/** App callbacks (all optional; the latest ones passed are used). */
export interface WalletKitCallbacks {
  /** A login through a kit hook or the modal finished (not a login made in another tab). */
  onAuthenticationSuccess?: (result: LoginResult) => void;
  /**
   * The session ends in `msLeft` ms unless refreshed (the core refreshes on its own by default).
   */
  beforeSessionExpiry?: (info: { session: Session; msLeft: number }) => void;
  /** The session expired; the user is signed out. */
  onSessionExpired?: () => void;
  /**
   * A login, logout, signed-API submit or session refresh failed. `USER_CANCELLED` (the user
   * closed the modal or a prompt) is not reported: it is not a failure.
   */
  onError?: (error: unknown) => void;
}

/**
 * The kit's colours for one scheme, each any CSS colour (`#1a7f5a`, `rgb(26 127 90)`, `teal`),
 * set as the stylesheet's `--ewk-*` variable named beside it. Keep text at 4.5:1 against what it
 * sits on and `accent`, `controlBorder` and `focus` at 3:1 against `background` (WCAG 1.4.3,
 * 1.4.11): the kit does not adjust them.
 */
export interface WalletKitColors {
  /** Primary buttons, links, the focus ring unless `focus` is given (`--ewk-primary`). */
  accent?: string;
  /** Text on the accent: the primary buttons' label (`--ewk-primary-fg`). */
  accentText?: string;
  /** The dialog (`--ewk-bg`). */
  background?: string;
  /** Text (`--ewk-fg`). */
  text?: string;
  /** Subtitles, hints, secondary text (`--ewk-muted`). */
  mutedText?: string;
  /** The dialog's edge and dividers (`--ewk-border`). */
  border?: string;
  /** Fields' and code boxes' borders (`--ewk-control-border`). */
  controlBorder?: string;
  /** Secondary buttons and panels (`--ewk-surface`). */
  surface?: string;
  /** Error text (`--ewk-error`). */
  error?: string;
  /** Success marks (`--ewk-success`). */
  success?: string;
  /** The keyboard focus ring (`--ewk-focus`); default `accent`. */
  focus?: string;
  /** The page behind an open dialog, usually translucent (`--ewk-backdrop`). */
  backdrop?: string;
}

/** Options of the modal and the login button. */
export interface WalletKitUiOptions {
  /** Overrides `wallet_kit_config`'s app name (title, e-mail, the logo's alt text) in the modal. */
  appName?: string;
  /**
   * The app's logo in the login modal's header: one image, or one per scheme. An `https:` URL,
   * a `data:image/` URL or a path on the app's origin (`/logo.svg`); shown at most 32 px tall
   * and 160 px wide, named by `appName`. Overrides `wallet_kit_config`'s logo.
   */
  logo?: string | { light: string; dark: string };
  /** @deprecated `logo` takes the same URL (or one per scheme). */
  logoUrl?: string;
  /** `auto` (default) follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark' | 'auto';
  /**
   * The kit's colours in light and dark (`WalletKitColors`); a colour left out keeps the kit's.
   * They reach the login modal, the account center, the signing confirmation, the login button
   * and the isolated frame (which takes the ones it has as `#rrggbb`).
   */
  colors?: { light?: WalletKitColors; dark?: WalletKitColors };
  /** The dialogs' corner radius in px, 0 to 32 (buttons and fields take 4 px less). Default 12. */
  radius?: number;
  /**
   * The kit's font: a CSS `font-family` list (`'Inter, system-ui, sans-serif'`). The kit loads
   * no font: load a web font in your page; the isolated frame falls back to the system's.
   */
  font?: string;
  /** Blur of the page behind an open dialog, in px (0 to 40). Default none. */
  backdropBlur?: number;
  /** Any UI string, merged over the English defaults (`{name}` placeholders are filled in). */
  strings?: Partial<ModalStrings & FailureStrings & AccountCenterStrings & ConfirmStrings>;
  /**
   * The first screen's sections, in order, among those `wallet_kit_config` enables: `socials`
   * (one row of icon buttons), `email`, `sms`, `passkey`, `wallet`. One left out is not shown, so
   * `['email']` offers the e-mail code alone. Default `['socials', 'email', 'sms', 'passkey',
   * 'wallet']`. With both `email` and `sms`, one field shows (the first listed) and a link
   * switches to the other.
   */
  methodOrder?: readonly ModalMethod[];
  /**
   * The social logins, in order; one left out is not shown. Default `['google', 'apple',
   * 'facebook', 'x', 'discord']`.
   */
  oauthOrder?: readonly OAuthProviderName[];
  /** Links the first screen names under its methods ("By continuing, you agree to ..."). */
  termsUrl?: string;
  privacyUrl?: string;
  /**
   * The countries the phone field offers (ISO 3166-1 alpha-2, e.g. `['US', 'CA']`). Default:
   * every country with an ITU calling code.
   */
  countries?: readonly string[];
  /**
   * The country selected at first (ISO 3166-1 alpha-2). Default: the region of the browser's
   * languages (`navigator.languages`, no request), else the list's first.
   */
  defaultCountry?: string;
  /**
   * The URL of a country's flag image, from its ISO 3166-1 alpha-2 code (`'FR'`), shown in the
   * phone field's country button and list at 20x15 px: for example `/flags/fr.svg`, with the
   * `flag-icons` package's `flags/4x3` served at `/flags/` (the demo does). Default: the
   * system's emoji flags where it draws them (macOS, iOS, Android), else the country's code
   * (Windows and Linux draw no flag emoji). The kit ships no flag images.
   */
  flagUrl?: (region: string) => string;
  /** Seconds before "send a new code" is offered again. Default 30. */
  resendCooldownSeconds?: number;
  /** Close the modal this long after a successful login; `false` keeps it open. Default 1500. */
  closeOnSuccessMs?: number | false;
  /**
   * How social logins run from the modal. `auto` (default): a full-page redirect on phones and
   * small screens, where popups fail, when the kit's `oauth.redirectUrl` is a page of this app
   * (its modal, or a `completeOAuthRedirect()` call, finishes the login); a popup elsewhere. A
   * blocked popup offers the redirect then.
   */
  oauthMode?: 'popup' | 'redirect' | 'auto';
  /**
   * Where the focus goes when the modal closes after a login: a CSS selector, or a function
   * answering the element (e.g. your signed-in view's heading). Default: the page's main
   * heading (`main h1`, else `main`, else the first `h1`): never back to the button that opened
   * the modal, which may now log out, and never to nothing.
   */
  focusAfterLogin?: string | (() => HTMLElement | null | undefined);
  /** Extra class names on the modal's root element. */
  className?: string;
}

/**
 * `<WalletKitProvider config>`: the core kit's options (proxy URL and config id, signed-API base
 * URL, organization id, trusted keys, platform parts), the UI options and the callbacks.
 */
export interface WalletKitProviderConfig extends WalletKitOptions, WalletKitCallbacks {
  ui?: WalletKitUiOptions;
  /** What a new user gets at their first login from the modal (e.g. a wallet). */
  signup?: SignupOptions;
  /**
   * The kit's isolated frame (`embedded-wallet-kit/frame`) as the app serves it, on an origin of
   * its own (`https://wallet-frame.example.com/`): the account center exports and imports
   * through it. Without it the account center offers no export or import.
   */
  frameUrl?: string;
  /**
   * Defaults of every wallet login of the modal and `useWalletLogin`. An app whose wallet users
   * may add other ways in (an e-mail, a passkey) sets `dangerouslyAllowSharedAccount` (see
   * `loginWithWallet`); without it the account center warns before such a link.
   */
  walletLogin?: Pick<LoginWithWalletArgs, 'dangerouslyAllowSharedAccount' | 'signupProof'>;
}
