import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { USDC_BASE } from '../seed/vaultCatalog.js';

let sandbox: Sandbox;
let deployRequestId: string;
let depositRequestId: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  const [ethAddress] = sandbox.bootstrap.seed.walletAddresses as [string];
  const organizationId = sandbox.bootstrap.organizationId;
  const listed = await query(sandbox, 'list_earn_vaults', { organizationId, caip19: USDC_BASE });
  const deployed = await submit(sandbox, 'earn_deploy_wrapper', {
    vaultAddress: listed.body!.vaults[0]!.vaultAddress!,
    chainCaip2: 'eip155:8453',
    clientFeeBps: '100',
    clientFeeWallet: ethAddress,
  });
  deployRequestId = deployed.result!.deployRequestId;
  const deposited = await submit(sandbox, 'earn_deposit', {
    wrapperAddress: deployed.result!.wrapperAddress,
    signWith: ethAddress,
    assets: '1000',
    chainCaip2: 'eip155:8453',
  });
  depositRequestId = deposited.result!.depositRequestId;
});
afterAll(() => sandbox.close());

describe('get_earn_deploy_status and get_earn_deposit_status', () => {
  it('answer from the records: a deploy is complete, a deposit pending (no chain behind the sandbox)', async () => {
    const organizationId = sandbox.bootstrap.organizationId;
    const deploy = await query(sandbox, 'get_earn_deploy_status', {
      organizationId,
      deployRequestId,
    });
    expect(deploy).toEqual({ status: 200, body: { status: 'COMPLETED' } });
    const deposit = await query(sandbox, 'get_earn_deposit_status', {
      organizationId,
      depositRequestId,
    });
    expect(deposit).toEqual({ status: 200, body: { status: 'PENDING' } });
  });

  it("answer 404 for an unknown id and for another organization's", async () => {
    const organizationId = sandbox.bootstrap.organizationId;
    const unknownDeploy = await query(sandbox, 'get_earn_deploy_status', {
      organizationId,
      deployRequestId: depositRequestId,
    });
    expect(unknownDeploy.status).toBe(404);
    expect(errorFields(unknownDeploy)).toEqual(['deployRequestId']);
    const unknownDeposit = await query(sandbox, 'get_earn_deposit_status', {
      organizationId,
      depositRequestId: deployRequestId,
    });
    expect(unknownDeposit.status).toBe(404);
    expect(errorFields(unknownDeposit)).toEqual(['depositRequestId']);

    // A sub-organization (readable by the parent's key) has no such records of its own.
    const other = await addTestOrganization(sandbox);
    for (const [op, body] of [
      ['get_earn_deploy_status', { organizationId: other.organizationId, deployRequestId }],
      ['get_earn_deposit_status', { organizationId: other.organizationId, depositRequestId }],
    ] as const) {
      const out = await query(sandbox, op, body as never);
      expect(out.status, op).toBe(404);
    }
  });
});
