import type { IndexValues } from '../../store/store.js';
import { normalizeCaip19 } from './chainOfCaip19.js';
import type { VaultRecord, WrapperRecord } from './opsRecords.js';

/**
 * Secondary keys of the earn documents, in one place so the seed, the dev endpoint and the
 * operations agree: vaults by asset and by address, wrappers by address and by
 * (organization, vault), the latter being what makes a vault `enabled` for one organization.
 */
export const vaultIdOf = (chainCaip2: string, vaultAddress: string): string =>
  `${chainCaip2}/${vaultAddress.toLowerCase()}`;

export const vaultIndex = (vault: VaultRecord): IndexValues => ({
  caip19: normalizeCaip19(vault.caip19),
  address: vault.vaultAddress.toLowerCase(),
});

export const orgVaultKey = (organizationId: string, vaultId: string): string =>
  `${organizationId}|${vaultId}`;

export const wrapperIndex = (wrapper: WrapperRecord): IndexValues => ({
  address: wrapper.wrapperAddress.toLowerCase(),
  orgVault: orgVaultKey(wrapper.organizationId, wrapper.vaultId),
});
