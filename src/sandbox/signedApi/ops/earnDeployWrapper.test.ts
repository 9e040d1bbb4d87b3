import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devRecords,
  errorFields,
  query,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { USDC_BASE } from '../seed/vaultCatalog.js';

let sandbox: Sandbox;
let ethAddress: string;
let solAddress: string;

async function vaultAt(rank: number, caip19 = USDC_BASE) {
  const listed = await query(sandbox, 'list_earn_vaults', {
    organizationId: sandbox.bootstrap.organizationId,
    caip19,
    paginationOptions: { limit: '100' },
  });
  return listed.body!.vaults[rank]!;
}

beforeAll(async () => {
  sandbox = await createTestSandbox();
  [ethAddress, solAddress] = sandbox.bootstrap.seed.walletAddresses as [string, string];
});
afterAll(() => sandbox.close());

describe('earn_deploy_wrapper', () => {
  it('deploys a wrapper, answers the spec activity, and enables the vault for this organization only', async () => {
    const vault = await vaultAt(3);
    expect(vault.enabled).toBe(false);
    const parameters = {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:8453' as const,
      clientFeeBps: '4000',
      clientFeeWallet: ethAddress,
    };
    const out = await submit(sandbox, 'earn_deploy_wrapper', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'earn_deploy_wrapper', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_EARN_DEPLOY_WRAPPER');
    expect(Object.keys(out.response!.activity.intent)).toEqual(['earnDeployWrapperIntent']);
    expect(Object.keys(out.result!).sort()).toEqual([
      'deployRequestId',
      'splitterAddress',
      'wrapperAddress',
    ]);
    expect(out.result!.wrapperAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(out.result!.splitterAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(out.result!.deployRequestId).not.toBe('');

    expect((await vaultAt(3)).enabled).toBe(true);
    expect((await vaultAt(4)).enabled).toBe(false);
    const other = await addTestOrganization(sandbox);
    const seenByOther = await query(
      sandbox,
      'list_earn_vaults',
      {
        organizationId: other.organizationId,
        caip19: USDC_BASE,
        paginationOptions: { limit: '5' },
      },
      { privateKey: other.privateKey },
    );
    expect(seenByOther.body!.vaults[3]!.vaultAddress).toBe(vault.vaultAddress);
    expect(seenByOther.body!.vaults[3]!.enabled).toBe(false);

    const wrappers = await devRecords(sandbox, 'earnWrapper');
    expect(wrappers.map((w) => w.wrapperAddress)).toContain(out.result!.wrapperAddress);
  });

  it('refuses a second wrapper over the same vault (409)', async () => {
    const vault = await vaultAt(3);
    const out = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:8453',
      clientFeeBps: '100',
      clientFeeWallet: ethAddress,
    });
    expect(out.status).toBe(409);
    expect(errorFields(out)).toEqual(['parameters.vaultAddress']);
  });

  it('refuses clientFeeBps 4001 (spec limit 4000)', async () => {
    const vault = await vaultAt(5);
    const out = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:8453',
      clientFeeBps: '4001',
      clientFeeWallet: ethAddress,
    });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.clientFeeBps']);
  });

  it('refuses a missing required field and a chain not in the enum', async () => {
    const vault = await vaultAt(5);
    const missing = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:8453',
      clientFeeBps: '10',
    } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.clientFeeWallet']);
    const badEnum = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:10',
      clientFeeBps: '10',
      clientFeeWallet: ethAddress,
    } as never);
    expect(badEnum.status).toBe(400);
    expect(errorFields(badEnum)).toEqual(['parameters.chainCaip2']);
  });

  it('refuses a clientFeeWallet that is not a managed wallet of the organization', async () => {
    const vault = await vaultAt(6);
    const base = {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:8453' as const,
      clientFeeBps: '10',
    };
    const stranger = await submit(sandbox, 'earn_deploy_wrapper', {
      ...base,
      clientFeeWallet: '0x000000000000000000000000000000000000dEaD',
    });
    expect(stranger.status).toBe(400);
    expect(errorFields(stranger)).toEqual(['parameters.clientFeeWallet']);
    const [privateKey] = await devRecords(sandbox, 'privateKey');
    const notAWallet = await submit(sandbox, 'earn_deploy_wrapper', {
      ...base,
      clientFeeWallet: privateKey!.address,
    });
    expect(notAWallet.status).toBe(400);
    const solana = await submit(sandbox, 'earn_deploy_wrapper', {
      ...base,
      clientFeeWallet: solAddress,
    });
    expect(solana.status).toBe(400);
    expect(solana.error!.message).toMatch(/Ethereum address/);
    // Another organization's wallet is not this one's.
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(
      sandbox,
      'earn_deploy_wrapper',
      { ...base, clientFeeWallet: ethAddress },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(400);
    expect(errorFields(foreign)).toEqual(['parameters.clientFeeWallet']);
  });

  it('accepts the fee wallet address in any letter case', async () => {
    const vault = await vaultAt(7);
    const out = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: vault.vaultAddress!.toLowerCase(),
      chainCaip2: 'eip155:8453',
      clientFeeBps: '0',
      clientFeeWallet: ethAddress.toLowerCase(),
    });
    expect(out.status).toBe(200);
  });

  it('refuses a chain other than the vault chain, and an unknown vault', async () => {
    const vault = await vaultAt(8);
    const wrongChain = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: vault.vaultAddress!,
      chainCaip2: 'eip155:1',
      clientFeeBps: '10',
      clientFeeWallet: ethAddress,
    });
    expect(wrongChain.status).toBe(400);
    expect(errorFields(wrongChain)).toEqual(['parameters.chainCaip2']);
    const unknown = await submit(sandbox, 'earn_deploy_wrapper', {
      vaultAddress: '0x1111111111111111111111111111111111111111',
      chainCaip2: 'eip155:8453',
      clientFeeBps: '10',
      clientFeeWallet: ethAddress,
    });
    expect(unknown.status).toBe(404);
    expect(errorFields(unknown)).toEqual(['parameters.vaultAddress']);
  });
});
