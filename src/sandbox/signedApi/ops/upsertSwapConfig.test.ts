import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  devPost,
  devRecords,
  errorFields,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('upsert_swap_config', () => {
  it('sets feeBps, merges later changes, and answers the configuration as it stands', async () => {
    const receiver = sandbox.bootstrap.seed.walletAddresses[0]!;
    const parameters = { feeReceiverWalletAddress: receiver, feeBps: '25' };
    const out = await submit(sandbox, 'upsert_swap_config', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'upsert_swap_config', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['upsertSwapConfigIntent']);
    expect(out.result).toEqual({ feeReceiverWalletAddress: receiver, feeBps: '25' });
    const changed = await submit(sandbox, 'upsert_swap_config', { feeBps: '30' });
    expect(changed.result).toEqual({ feeReceiverWalletAddress: receiver, feeBps: '30' });
    expect(await devRecords(sandbox, 'swapConfig')).toEqual([
      expect.objectContaining({ feeReceiverWalletAddress: receiver, feeBps: '30' }),
    ]);
  });

  it('refuses stableFeeBps below the top tier (naming it), and accepts it once the tier is set', async () => {
    const other = await addTestOrganization(sandbox);
    const as = { organizationId: other.organizationId, privateKey: other.privateKey };
    const refused = await submit(
      sandbox,
      'upsert_swap_config',
      { feeBps: '20', stableFeeBps: '5' },
      as,
    );
    expect(refused.status).toBe(403);
    expect(errorFields(refused)).toEqual(['parameters.stableFeeBps']);
    expect(await devRecords(sandbox, 'swapConfig', other.organizationId)).toEqual([]);

    const tier = await devPost(sandbox, 'top-tier', {
      organizationId: other.organizationId,
      topTier: true,
    });
    expect(tier.json).toEqual({ organizationId: other.organizationId, topTier: true });
    const accepted = await submit(
      sandbox,
      'upsert_swap_config',
      { feeBps: '20', stableFeeBps: '5' },
      as,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.result).toEqual({ feeBps: '20', stableFeeBps: '5' });

    await devPost(sandbox, 'top-tier', { organizationId: other.organizationId, topTier: false });
    expect((await submit(sandbox, 'upsert_swap_config', { stableFeeBps: '4' }, as)).status).toBe(
      403,
    );
    // Below the top tier, feeBps alone is still fine.
    expect((await submit(sandbox, 'upsert_swap_config', { feeBps: '21' }, as)).status).toBe(200);
  });

  it('refuses a fee that is not an integer string', async () => {
    const out = await submit(sandbox, 'upsert_swap_config', { feeBps: '0.25' });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.feeBps']);
  });
});
