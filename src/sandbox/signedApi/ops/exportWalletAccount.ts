import { notFoundField } from '../../fieldErrors.js';
import { deriveKeyPair, mnemonicToSeed } from '../../wallet/index.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { findManagedAddress } from './findManagedAddress.js';
import { sealExport } from './sealExport.js';

/**
 * `export_wallet_account` (ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT, production's
 * `v1ExportWalletAccountIntent`): the private key of one wallet account, found by address (an
 * EVM address in any letter case), as its 32 raw bytes (the secp256k1 or P-256 scalar, the
 * ed25519 seed), sealed to the client's target key in a signed export bundle (`sealExport`).
 */
export const exportWalletAccount: SubmitHandler<'export_wallet_account'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const found = findManagedAddress(ctx, organizationId, params.address);
  const wallet =
    found?.kind === 'walletAccount' ? ctx.store.get('wallet', found.account.walletId) : undefined;
  if (found?.kind !== 'walletAccount' || !wallet) {
    throw notFoundField(
      'parameters.address',
      `no wallet account with address ${params.address} in this organization`,
    );
  }
  const seed = mnemonicToSeed(wallet.mnemonic);
  try {
    const key = deriveKeyPair(seed, found.account.curve, found.account.path);
    key.chainCode.fill(0);
    return {
      address: found.address,
      exportBundle: sealExport(
        ctx,
        organizationId,
        params.targetPublicKey,
        key.privateKey,
        'parameters.targetPublicKey',
      ),
    };
  } finally {
    seed.fill(0);
  }
};
