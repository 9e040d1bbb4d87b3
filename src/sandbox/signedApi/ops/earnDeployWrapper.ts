import { randomUUID } from 'node:crypto';
import { existsField, invalidField, notFoundField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { isEvmAddress, randomEvmAddress } from './evmAddress.js';
import { findManagedAddress } from './findManagedAddress.js';
import type { WrapperRecord } from './opsRecords.js';
import { orgVaultKey, wrapperIndex } from './vaultIndex.js';

/**
 * `earn_deploy_wrapper` (spec "Submit rules" 2): deploys the organization's wrapper over a
 * catalog vault, which enables the vault for that organization and must precede any deposit.
 * `clientFeeBps` <= 4000 is the schema's; here: the vault exists on `chainCaip2`, and
 * `clientFeeWallet` is an address of one of the organization's wallets.
 */
export const earnDeployWrapper: SubmitHandler<'earn_deploy_wrapper'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const candidates = ctx.store.find('vault', 'address', params.vaultAddress.toLowerCase());
  if (candidates.length === 0) {
    throw notFoundField('parameters.vaultAddress', 'no such vault in the earn catalog');
  }
  const vault = candidates.find((v) => v.chainCaip2 === params.chainCaip2);
  if (!vault) {
    const chains = candidates.map((v) => v.chainCaip2).join(', ');
    throw invalidField(
      'parameters.chainCaip2',
      `the vault is on ${chains} (from its caip19), not ${params.chainCaip2}`,
    );
  }
  const feeWallet = findManagedAddress(ctx, organizationId, params.clientFeeWallet);
  if (feeWallet?.kind !== 'walletAccount') {
    throw invalidField(
      'parameters.clientFeeWallet',
      'must be an address of a wallet the service manages for this organization',
    );
  }
  if (!isEvmAddress(feeWallet.address)) {
    throw invalidField(
      'parameters.clientFeeWallet',
      `must be an Ethereum address: fees are paid on ${vault.chainCaip2}`,
    );
  }
  const existing = ctx.store.findOne(
    'earnWrapper',
    'orgVault',
    orgVaultKey(organizationId, vault.id),
  );
  if (existing) {
    throw existsField(
      'parameters.vaultAddress',
      `this organization already deployed wrapper ${existing.wrapperAddress} over the vault`,
    );
  }
  const wrapper: WrapperRecord = {
    id: randomUUID(),
    organizationId,
    vaultId: vault.id,
    vaultAddress: vault.vaultAddress,
    chainCaip2: vault.chainCaip2,
    wrapperAddress: randomEvmAddress(),
    splitterAddress: randomEvmAddress(),
    deployRequestId: randomUUID(),
    clientFeeBps: params.clientFeeBps,
    clientFeeWallet: feeWallet.address,
    status: 'DEPLOY_STATUS_COMPLETED',
    createdAtMs: ctx.now(),
  };
  ctx.store.insert('earnWrapper', wrapper, { organizationId, index: wrapperIndex(wrapper) });
  return {
    wrapperAddress: wrapper.wrapperAddress,
    splitterAddress: wrapper.splitterAddress,
    deployRequestId: wrapper.deployRequestId,
  };
};
