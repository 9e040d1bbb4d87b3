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
import type { PrivateKeyRecord } from './opsRecords.js';

let sandbox: Sandbox;
let ethAddress: string;
let solAddress: string;
let wrapperAddress: string;
let privateKey: PrivateKeyRecord;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  [ethAddress, solAddress] = sandbox.bootstrap.seed.walletAddresses as [string, string];
  [privateKey] = (await devRecords(sandbox, 'privateKey')) as [PrivateKeyRecord];
  const listed = await query(sandbox, 'list_earn_vaults', {
    organizationId: sandbox.bootstrap.organizationId,
    caip19: USDC_BASE,
  });
  const deployed = await submit(sandbox, 'earn_deploy_wrapper', {
    vaultAddress: listed.body!.vaults[0]!.vaultAddress!,
    chainCaip2: 'eip155:8453',
    clientFeeBps: '1500',
    clientFeeWallet: ethAddress,
  });
  wrapperAddress = deployed.result!.wrapperAddress;
});
afterAll(() => sandbox.close());

const deposit = (overrides: Record<string, unknown> = {}) =>
  submit(sandbox, 'earn_deposit', {
    wrapperAddress,
    signWith: ethAddress,
    assets: '2500000',
    chainCaip2: 'eip155:8453',
    ...overrides,
  } as never);

describe('earn_deposit', () => {
  it('deposits through a deployed wrapper and answers the spec activity', async () => {
    const parameters = {
      wrapperAddress,
      signWith: ethAddress,
      assets: '2500000',
      chainCaip2: 'eip155:8453',
      sponsor: true,
    };
    const out = await submit(sandbox, 'earn_deposit', parameters as never);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'earn_deposit', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['earnDepositIntent']);
    expect(Object.keys(out.result!)).toEqual(['depositRequestId']);
    const deposits = await devRecords(sandbox, 'earnDeposit');
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      id: out.result!.depositRequestId,
      wrapperAddress,
      assets: '2500000',
      sponsor: true,
      status: 'DEPOSIT_STATUS_PENDING',
    });
  });

  it("accepts a private key's on-chain address as signWith", async () => {
    const out = await deposit({ signWith: privateKey.address });
    expect(out.status).toBe(200);
  });

  it('refuses a private-key id as signWith, saying so', async () => {
    const out = await deposit({ signWith: privateKey.id });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.signWith']);
    expect(out.error!.message).toMatch(/private-key ids are not accepted/);
  });

  it('refuses a signWith that is not an on-chain address of the organization', async () => {
    const notAnAddress = await deposit({ signWith: 'my-favourite-wallet' });
    expect(notAnAddress.status).toBe(400);
    expect(errorFields(notAnAddress)).toEqual(['parameters.signWith']);
    const solana = await deposit({ signWith: solAddress });
    expect(solana.status).toBe(400);
    const unmanaged = await deposit({ signWith: '0x000000000000000000000000000000000000dEaD' });
    expect(unmanaged.status).toBe(400);
    expect(errorFields(unmanaged)).toEqual(['parameters.signWith']);
  });

  it('refuses a wrapper that is not deployed, or deployed by another organization', async () => {
    const notDeployed = await deposit({
      wrapperAddress: '0x2222222222222222222222222222222222222222',
    });
    expect(notDeployed.status).toBe(412);
    expect(errorFields(notDeployed)).toEqual(['parameters.wrapperAddress']);
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(
      sandbox,
      'earn_deposit',
      { wrapperAddress, signWith: ethAddress, assets: '1', chainCaip2: 'eip155:8453' },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(412);
    expect(errorFields(foreign)).toEqual(['parameters.wrapperAddress']);
  });

  it('refuses a chain other than the wrapper chain, an unlisted chain, zero assets, a missing field', async () => {
    const wrongChain = await deposit({ chainCaip2: 'eip155:1' });
    expect(wrongChain.status).toBe(400);
    expect(errorFields(wrongChain)).toEqual(['parameters.chainCaip2']);
    const unlisted = await deposit({ chainCaip2: 'solana:mainnet' });
    expect(unlisted.status).toBe(400);
    expect(errorFields(unlisted)).toEqual(['parameters.chainCaip2']);
    const zero = await deposit({ assets: '0' });
    expect(zero.status).toBe(400);
    expect(errorFields(zero)).toEqual(['parameters.assets']);
    const notRaw = await deposit({ assets: '1.5' });
    expect(notRaw.status).toBe(400);
    expect(errorFields(notRaw)).toEqual(['parameters.assets']);
    const missing = await deposit({ signWith: undefined });
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.signWith']);
  });
});
