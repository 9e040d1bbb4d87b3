import type { Curve } from 'embedded-wallet-kit/protocol';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { notFoundField, preconditionField } from '../../fieldErrors.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { WalletAccountRecord } from '../../store/storedRecords.js';
import { deriveKeyPair, mnemonicToSeed } from '../../wallet/index.js';
import { findManagedAddress } from './findManagedAddress.js';

export interface SigningKey {
  curve: Curve;
  /** Private material: zero it once the signatures are made; never log it. */
  privateKey: Uint8Array;
  account: WalletAccountRecord;
}

/**
 * The key behind a signing activity's `signWith` (production: "A Wallet account address,
 * Private Key address, or Private Key identifier"), derived again from the wallet's mnemonic at
 * the account's path: the same key whose public half made the account's address. A
 * stand-alone private key is refused by name: the sandbox keeps only its public half.
 */
export function signingKeyOf(
  ctx: SandboxContext,
  organizationId: string,
  signWith: string,
): SigningKey {
  const privateKey =
    ctx.store.get('privateKey', signWith) ?? findPrivateKeyByAddress(ctx, organizationId, signWith);
  if (privateKey && privateKey.organizationId === organizationId) {
    throw preconditionField(
      'parameters.signWith',
      'the sandbox keeps only the public half of a stand-alone private key and cannot sign with it; sign with a wallet account',
    );
  }
  const managed = findManagedAddress(ctx, organizationId, signWith);
  const wallet =
    managed?.kind === 'walletAccount' && ctx.store.get('wallet', managed.account.walletId);
  if (managed?.kind !== 'walletAccount' || !wallet) {
    throw notFoundField(
      'parameters.signWith',
      'no wallet account of this organization has this address',
    );
  }
  const { account } = managed;
  const key = deriveKeyPair(mnemonicToSeed(wallet.mnemonic), account.curve, account.path);
  // The stored public key is what the address was made from: a mismatch is a corrupt store,
  // and signing with another key would hand out signatures that verify under no address.
  if (bytesToHex(key.publicKey) !== account.publicKey.toLowerCase()) {
    key.privateKey.fill(0);
    throw new Error(`wallet account ${account.id}: derived key does not match its public key`);
  }
  return { curve: account.curve, privateKey: key.privateKey, account };
}

function findPrivateKeyByAddress(ctx: SandboxContext, organizationId: string, address: string) {
  const managed = findManagedAddress(ctx, organizationId, address);
  return managed?.kind === 'privateKey' ? managed.privateKey : undefined;
}
