/**
 * `embedded-wallet-kit-sandbox/testing`: helpers for integrators' own tests against the sandbox.
 * Node only (it starts servers); the Playwright helpers take Playwright objects structurally, so
 * Playwright stays your dependency.
 */

export type { InboxMessage } from '../sandbox/dev/inbox/inboxMessage.js';
export { type AddDevWalletOptions, addDevWallet, type DevWallet } from './addDevWallet.js';
export {
  addVirtualPasskey,
  type VirtualCredential,
  type VirtualPasskey,
} from './addVirtualPasskey.js';
export {
  cancelDevOAuthLogin,
  completeDevOAuthLogin,
  type DevOAuthIdentityInput,
} from './completeDevOAuthLogin.js';
export type {
  DevWalletAccounts,
  DevWalletKeys,
  DevWalletLogEntry,
  DevWalletSigner,
} from './createDevWalletSigner.js';
export { createInProcessSandbox } from './createInProcessSandbox.js';
export type { DevWalletAnswer, DevWalletRequest } from './installDevWallet.js';
export type {
  CdpPageLike,
  CdpSessionLike,
  LocatorLike,
  PageLike,
  ScriptPageLike,
} from './playwrightLike.js';
export {
  type ProxyConfigPatch,
  type ProxyConfigView,
  patchProxyConfig,
  readProxyConfig,
} from './proxyConfig.js';
export { readDevInfo } from './readDevInfo.js';
export { readInbox } from './readInbox.js';
export { type ReadLastCodeOptions, readLastCode } from './readLastCode.js';
export { sandboxKitOptions } from './sandboxKitOptions.js';
export type { SandboxTarget } from './sandboxTarget.js';
export { type SignInTestUserArgs, signInTestUser, type TestUser } from './signInTestUser.js';
export { type SignInWithOtpArgs, signInWithOtp } from './signInWithOtp.js';
export { type StartTestSandboxOptions, startTestSandbox } from './startTestSandbox.js';
export type { TestSandbox } from './testSandbox.js';
