import type { ProxyBody, WalletClientSignatureScheme } from 'embedded-wallet-kit/protocol';
import { WALLET_CLIENT_SIGNATURE_SCHEMES } from 'embedded-wallet-kit/protocol';
import {
  signupSignatureFields,
  walletSignupSignatureMessage,
} from 'embedded-wallet-kit/protocol/internal';
import { invalidField } from '../../fieldErrors.js';
import { verifyClientSignature } from '../../identity/verifyClientSignature.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';

const CURVE_OF: Readonly<Record<WalletClientSignatureScheme, string>> = {
  CLIENT_SIGNATURE_SCHEME_API_SECP256K1_EIP191: 'API_KEY_CURVE_SECP256K1',
  CLIENT_SIGNATURE_SCHEME_API_ED25519: 'API_KEY_CURVE_ED25519',
};

const isWalletScheme = (scheme: string): scheme is WalletClientSignatureScheme =>
  (WALLET_CLIENT_SIGNATURE_SCHEMES as readonly string[]).includes(scheme);

/**
 * A wallet's proof of possession at signup (this kit's extension of the client signature,
 * docs/wallet-signup-proof.md). A secp256k1 or Ed25519 public key is no secret (an
 * Ethereum key is recovered from any transaction its address sent; a Solana address is its key),
 * so a signup that registers one proves nothing about who holds it; whoever signs up first with
 * a victim's wallet key and a key of their own holds the account the victim later logs in to.
 *
 * Without a verification token, `clientSignature` is the proof: made by a wallet key of
 * `apiKeys`, with its curve's scheme, over the signup's fields bound to this parent organization
 * (`walletSignupSignatureMessage`). When sent it must verify; with `requireWalletProof`
 * (`--require-wallet-proof`) every wallet key needs it, so a signup registers at most one.
 */
export function checkWalletProof(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  params: ProxyBody<'signup_v2'>,
): void {
  const signature = params.clientSignature;
  let proven: string | undefined;
  if (signature && params.verificationToken === undefined) {
    const { scheme } = signature;
    if (!isWalletScheme(scheme)) {
      throw invalidField(
        'clientSignature',
        'binds a verificationToken or a wallet key of apiKeys; send one with it',
      );
    }
    const key = params.apiKeys.find(
      (k) =>
        k.publicKey.toLowerCase() === signature.publicKey.toLowerCase() &&
        k.curveType === CURVE_OF[scheme],
    );
    if (!key) {
      throw invalidField(
        'clientSignature.publicKey',
        `is not a key of apiKeys that signs with ${scheme}`,
      );
    }
    verifyClientSignature(
      signature,
      { publicKey: key.publicKey, scheme, role: 'the wallet key of apiKeys' },
      walletSignupSignatureMessage({
        fields: signupSignatureFields(params),
        organizationId: config.organizationId,
      }),
    );
    proven = key.publicKey.toLowerCase();
  }
  if (!ctx.settings.requireWalletProof) return;
  for (const [i, key] of params.apiKeys.entries()) {
    if (key.curveType === 'API_KEY_CURVE_P256' || key.publicKey.toLowerCase() === proven) continue;
    const field = `apiKeys[${i}].publicKey`;
    const description =
      'a wallet key signs up only with its proof of possession (clientSignature by that key; this sandbox requires it)';
    throw ServiceError.unauthenticated(`${field}: ${description}`, [{ field, description }]);
  }
}
