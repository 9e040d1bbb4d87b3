import { toChecksumAddress } from 'embedded-wallet-kit/protocol/internal';
import type { SandboxContext } from '../../sandboxContext.js';
import type { WalletAccountRecord } from '../../store/storedRecords.js';
import { isEvmAddress } from './evmAddress.js';
import type { PrivateKeyRecord } from './opsRecords.js';

export type ManagedAddress =
  | { kind: 'walletAccount'; address: string; account: WalletAccountRecord }
  | { kind: 'privateKey'; address: string; privateKey: PrivateKeyRecord };

/** EVM addresses are the same address in any letter case (EIP-55 case is only a checksum). */
function spellings(address: string): string[] {
  if (!isEvmAddress(address)) return [address];
  return [...new Set([address, toChecksumAddress(address), address.toLowerCase()])];
}

/**
 * The wallet account or private key of `organizationId` whose on-chain address is `address`
 * (spec "Submit rules" 1 and 2: `signWith` and `clientFeeWallet` must be addresses the service
 * manages for the organization). Undefined when the organization has no such address.
 */
export function findManagedAddress(
  ctx: SandboxContext,
  organizationId: string,
  address: string,
): ManagedAddress | undefined {
  for (const spelling of spellings(address)) {
    const account = ctx.store
      .find('walletAccount', 'address', spelling)
      .find((a) => a.organizationId === organizationId);
    if (account) return { kind: 'walletAccount', address: account.address, account };
    const privateKey = ctx.store
      .find('privateKey', 'address', spelling)
      .find((k) => k.organizationId === organizationId);
    if (privateKey) return { kind: 'privateKey', address: privateKey.address, privateKey };
  }
  return undefined;
}
