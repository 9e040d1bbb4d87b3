import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  createTestSandbox,
  devRecords,
  errorFields,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

const ERC20_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
]);
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

/** A JSON array of exactly `bytes` UTF-8 bytes. */
const abiOfSize = (bytes: number): string => `["${'a'.repeat(bytes - 4)}"]`;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('create_smart_contract_interface', () => {
  it('stores an Ethereum ABI and a Solana IDL and answers their ids', async () => {
    const parameters = {
      smartContractAddress: USDC,
      smartContractInterface: ERC20_ABI,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM' as const,
      label: 'USDC on Base',
      notes: 'ERC-20 transfer only',
    };
    const out = await submit(sandbox, 'create_smart_contract_interface', parameters);
    expect(out.status).toBe(200);
    expect(
      activityShapeIssues(out.response, 'create_smart_contract_interface', parameters),
    ).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual([
      'createSmartContractInterfaceIntent',
    ]);
    expect(Object.keys(out.result!)).toEqual(['smartContractInterfaceId']);
    const idl = await submit(sandbox, 'create_smart_contract_interface', {
      smartContractAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      smartContractInterface: JSON.stringify({
        version: '0.1.0',
        name: 'spl_token',
        instructions: [],
      }),
      type: 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA',
      label: 'SPL Token',
    });
    expect(idl.status).toBe(200);
    const stored = await devRecords(sandbox, 'smartContractInterface');
    expect(stored.map((s) => s.id)).toEqual([
      out.result!.smartContractInterfaceId,
      idl.result!.smartContractInterfaceId,
    ]);
    expect(stored[0]).toMatchObject(parameters);
  });

  it('accepts exactly 400 KB and refuses 400 KB + 1 byte', async () => {
    const base = {
      smartContractAddress: USDC,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM' as const,
      label: 'Big',
    };
    const limit = await submit(sandbox, 'create_smart_contract_interface', {
      ...base,
      smartContractInterface: abiOfSize(400 * 1024),
    });
    expect(limit.status).toBe(200);
    const over = await submit(sandbox, 'create_smart_contract_interface', {
      ...base,
      smartContractInterface: abiOfSize(400 * 1024 + 1),
    });
    expect(over.status).toBe(400);
    expect(errorFields(over)).toEqual(['parameters.smartContractInterface']);
  });

  it('refuses a type not in the enum, a missing label, an interface that is not JSON of the right shape, a bad address', async () => {
    const base = { smartContractAddress: USDC, smartContractInterface: ERC20_ABI, label: 'x' };
    const badType = await submit(sandbox, 'create_smart_contract_interface', {
      ...base,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_MOVE',
    } as never);
    expect(badType.status).toBe(400);
    expect(errorFields(badType)).toEqual(['parameters.type']);
    const missing = await submit(sandbox, 'create_smart_contract_interface', {
      smartContractAddress: USDC,
      smartContractInterface: ERC20_ABI,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
    } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.label']);
    const notJson = await submit(sandbox, 'create_smart_contract_interface', {
      ...base,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      smartContractInterface: 'function transfer(address,uint256)',
    });
    expect(notJson.status).toBe(400);
    expect(errorFields(notJson)).toEqual(['parameters.smartContractInterface']);
    const idlAsAbi = await submit(sandbox, 'create_smart_contract_interface', {
      ...base,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_SOLANA',
      smartContractAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    });
    expect(idlAsAbi.status).toBe(400);
    expect(errorFields(idlAsAbi)).toEqual(['parameters.smartContractInterface']);
    const badAddress = await submit(sandbox, 'create_smart_contract_interface', {
      ...base,
      type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
      smartContractAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    });
    expect(badAddress.status).toBe(400);
    expect(errorFields(badAddress)).toEqual(['parameters.smartContractAddress']);
  });
});
