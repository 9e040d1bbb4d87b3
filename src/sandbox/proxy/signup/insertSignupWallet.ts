import type { AppProof, ProxyBody } from 'embedded-wallet-kit/protocol';
import { addressDerivationProofs } from '../../enclave/index.js';
import type { SandboxContext } from '../../sandboxContext.js';
import { insertWallet } from '../../store/insertWallet.js';
import type { DerivedWallet } from '../../wallet/index.js';

export interface SignupWalletArgs {
  organizationId: string;
  params: NonNullable<ProxyBody<'signup_v2'>['wallet']>;
  derived: DerivedWallet;
  /** Where each address's app proof goes, when the envelope asked for them. */
  appProofs?: AppProof[];
}

/**
 * The wallet of a signup, stored with the sub-organization; with `appProofs`, one
 * `APP_PROOF_TYPE_ADDRESS_DERIVATION` per address, signed by the enclave's ephemeral key
 * (wire-details, "App proofs").
 */
export function insertSignupWallet(
  ctx: SandboxContext,
  { organizationId, params, derived, appProofs }: SignupWalletArgs,
): { walletId: string; addresses: string[] } {
  const now = ctx.now();
  const { walletId, accounts } = insertWallet(ctx.store, {
    organizationId,
    walletName: params.walletName,
    derived,
    names: params.accounts.map((a) => a.name),
    nowMs: now,
  });
  ctx.chainFunding?.queue(
    accounts.filter((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM').map((a) => a.address),
  );
  appProofs?.push(
    ...addressDerivationProofs(ctx.keys.appProofEphemeral, {
      organizationId,
      walletId,
      accounts,
      timestampMs: now,
    }),
  );
  return { walletId, addresses: derived.accounts.map((a) => a.address) };
}
