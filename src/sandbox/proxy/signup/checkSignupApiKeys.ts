import type { ProxyBody } from 'embedded-wallet-kit/protocol';
import { checkNewApiKeys } from '../../identity/checkNewApiKeys.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';

/**
 * The API keys of a signup: each a key of its curve that only its holder can sign for
 * (`apiPublicKeyProblem`), none registered already or listed twice. A secp256k1 or Ed25519 key
 * is an external wallet's (wire-details, "External wallets"): wallet signup is a login method the
 * organization switches on or off like the others.
 */
export function checkSignupApiKeys(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  apiKeys: ProxyBody<'signup_v2'>['apiKeys'],
): void {
  if (apiKeys.some((k) => k.curveType !== 'API_KEY_CURVE_P256') && !config.methods.wallet) {
    throw ServiceError.denied('external wallets are disabled for this organization');
  }
  checkNewApiKeys(ctx, apiKeys, (i) => `apiKeys[${i}].publicKey`);
}
