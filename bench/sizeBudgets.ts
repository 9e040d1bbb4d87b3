/**
 * The kit's size budgets, gzip (level 9), 1 KB = 1000 bytes. What a user pays for is a path, so
 * each budget is a path or a piece a path loads: `npm run bench -- bundleSize` measures and
 * enforces every one (a missed budget fails it), and `npm run check:packages` holds its consumer
 * app, built from the packed kit, to the modal's up-front budget. React and react-dom are the
 * host app's, never counted.
 */
export const SIZE_BUDGETS = {
  /** The modal app (provider + `LoginButton`): what the page loads before anyone clicks. */
  modalUpFront: 26_000,
  /** An e-mail login's whole path: up front plus every chunk a real e-mail login fetches. */
  emailLoginPath: 42_000,
  /** The modal app with every chunk it can load (every login method, wallets, failures). */
  modalWithEveryChunk: 75_000,
  /** A framework-free app: `createWalletKit` and an e-mail OTP login, up front. */
  coreLoginApp: 15_000,
  /** The account center's chunk (`AccountButton` opens it). */
  accountCenter: 12_000,
  /** The isolated frame's one script (`embedded-wallet-kit/frame`, frame.js). */
  frameScript: 8_000,
  /** `embedded-wallet-kit/styles.css`. */
  css: 4_000,
  /** The core entry with every export, bundled whole without splitting. */
  coreEntryUnsplit: 66_000,
  /** The React entry with every export (and what it takes from core), without splitting. */
  reactEntryUnsplit: 96_000,
  /**
   * `embedded-wallet-kit/react/signing` (transactions and typed data) with every export, without
   * splitting: what its hooks cost an app beside those of the React entry.
   */
  reactSigningEntryUnsplit: 8_000,
} as const;

export type SizeBudget = keyof typeof SIZE_BUDGETS;
