import { randomUUID } from 'node:crypto';
import { invalidField, preconditionField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { isEvmAddress } from './evmAddress.js';
import { findManagedAddress } from './findManagedAddress.js';
import type { DepositRecord } from './opsRecords.js';

/**
 * `earn_deposit` (spec "Submit rules" 1): `wrapperAddress` must be a wrapper this organization
 * deployed (`earn_deploy_wrapper` first), on `chainCaip2`; `signWith` an on-chain address of one
 * of its wallet accounts or private keys (a private-key id is refused by name); `assets` raw
 * units, more than zero. The sandbox has no chain: the deposit request is recorded as pending.
 */
export const earnDeposit: SubmitHandler<'earn_deposit'> = ({ ctx, params, organizationId }) => {
  const wrapper = ctx.store
    .find('earnWrapper', 'address', params.wrapperAddress.toLowerCase())
    .find((w) => w.organizationId === organizationId);
  if (!wrapper) {
    throw preconditionField(
      'parameters.wrapperAddress',
      'not a deployed wrapper of this organization; deploy one with earn_deploy_wrapper first',
    );
  }
  if (wrapper.chainCaip2 !== params.chainCaip2) {
    throw invalidField(
      'parameters.chainCaip2',
      `the wrapper is on ${wrapper.chainCaip2}, not ${params.chainCaip2}`,
    );
  }
  const privateKey = ctx.store.get('privateKey', params.signWith);
  if (privateKey && privateKey.organizationId === organizationId) {
    throw invalidField(
      'parameters.signWith',
      `private-key ids are not accepted; sign with the key's on-chain address ${privateKey.address}`,
    );
  }
  if (!isEvmAddress(params.signWith)) {
    throw invalidField(
      'parameters.signWith',
      `must be an on-chain (0x) address of a wallet account or private key, usable on ${params.chainCaip2}`,
    );
  }
  const signer = findManagedAddress(ctx, organizationId, params.signWith);
  if (!signer) {
    throw invalidField(
      'parameters.signWith',
      'not an address of a wallet account or private key of this organization',
    );
  }
  if (BigInt(params.assets) === 0n) {
    throw invalidField('parameters.assets', 'must be more than zero');
  }
  const deposit: DepositRecord = {
    id: randomUUID(),
    organizationId,
    wrapperAddress: wrapper.wrapperAddress,
    vaultId: wrapper.vaultId,
    signWith: signer.address,
    assets: params.assets,
    chainCaip2: params.chainCaip2,
    sponsor: params.sponsor === true,
    status: 'DEPOSIT_STATUS_PENDING',
    createdAtMs: ctx.now(),
  };
  ctx.store.insert('earnDeposit', deposit, {
    organizationId,
    index: { wrapperAddress: wrapper.wrapperAddress.toLowerCase() },
  });
  return { depositRequestId: deposit.id };
};
