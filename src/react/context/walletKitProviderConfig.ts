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
  /** The session ends in `msLeft` ms unless refreshed (the core refreshes on its own by default). */
  beforeSessionExpiry?: (info: { session: Session; msLeft: number }) => void;
  /** The session expired; the user is signed out. */
  onSessionExpired?: () => void;
  /**
   * A login, logout, signed-API submit or session refresh failed. `USER_CANCELLED` (the user
   * closed the modal or a prompt) is not reported: it is not a failure.
   */
  onError?: (error: unknown) => void;
}

/** Options of the modal and the login button. */
export interface WalletKitUiOptions {
  /** Overrides `wallet_kit_config`'s app name (title, e-mail) in the modal. */
  appName?: string;
  /** Overrides `wallet_kit_config`'s logo. */
  logoUrl?: string;
  /** `auto` (default) follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark' | 'auto';
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
   * the modal, which may now log out, and never to nothing (issue 27).
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
