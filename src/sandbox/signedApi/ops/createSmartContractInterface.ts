import { randomUUID } from 'node:crypto';
import { base58 } from '@scure/base';
import { parseJson } from 'embedded-wallet-kit/protocol/internal';
import { invalidField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { isEvmAddress } from './evmAddress.js';
import type { SmartContractInterfaceRecord } from './opsRecords.js';

function isSolanaProgramId(value: string): boolean {
  try {
    return base58.decode(value).length === 32;
  } catch {
    return false;
  }
}

/**
 * `create_smart_contract_interface` (spec "Submit rules" 4: the 400 KB limit is the schema's):
 * stores an ABI (Ethereum: a JSON array, at a 0x address) or an IDL (Solana: a JSON object, at
 * a base58 program id) so policies can decode calls to that contract.
 */
export const createSmartContractInterface: SubmitHandler<'create_smart_contract_interface'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const ethereum = params.type === 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM';
  if (
    ethereum
      ? !isEvmAddress(params.smartContractAddress)
      : !isSolanaProgramId(params.smartContractAddress)
  ) {
    throw invalidField(
      'parameters.smartContractAddress',
      ethereum ? 'must be a 0x-prefixed 20-byte hex address' : 'must be a base58 Solana program id',
    );
  }
  const parsed = parseJson(params.smartContractInterface);
  const shapeOk = ethereum
    ? Array.isArray(parsed)
    : typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  if (!shapeOk) {
    throw invalidField(
      'parameters.smartContractInterface',
      ethereum ? 'must be an ABI: a JSON array' : 'must be an IDL: a JSON object',
    );
  }
  const doc: SmartContractInterfaceRecord = {
    id: randomUUID(),
    organizationId,
    smartContractAddress: params.smartContractAddress,
    smartContractInterface: params.smartContractInterface,
    type: params.type,
    label: params.label,
    ...(params.notes === undefined ? {} : { notes: params.notes }),
    createdAtMs: ctx.now(),
  };
  ctx.store.insert('smartContractInterface', doc, {
    organizationId,
    index: { address: params.smartContractAddress.toLowerCase() },
  });
  return { smartContractInterfaceId: doc.id };
};
