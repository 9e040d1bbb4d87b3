import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestSandbox,
  devPost,
  devRecords,
  errorFields,
  query,
} from '../../../test/support/sandbox/index.js';
import type { Sandbox } from '../createSandbox.js';
import { USDC_BASE } from '../signedApi/seed/vaultCatalog.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const get = (path: string, method = 'GET') =>
  sandbox.handler(new Request(`${sandbox.bootstrap.baseUrl}${path}`, { method }));

describe('signed API dev endpoints', () => {
  it('adds a vault for a new asset when decimals and price are given, and refuses a duplicate', async () => {
    const vault = {
      vaultAddress: '0x5555555555555555555555555555555555555555',
      provider: 'EARN_PROVIDER_BETA',
      caip19: 'eip155:42161/erc20:0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9',
      name: 'aArbUSDT',
      tvl: '1000000000',
      apyPct: '0.0420',
      decimals: '6',
      priceUsd: '1',
    };
    const added = await devPost(sandbox, 'vaults', vault);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      name: 'aArbUSDT',
      display: { usd: '1000.00', crypto: '1000' },
    });
    const listed = await query(sandbox, 'list_earn_vaults', {
      organizationId: sandbox.bootstrap.organizationId,
      caip19: vault.caip19,
    });
    expect(listed.body!.vaults.map((v) => v.vaultAddress)).toEqual([vault.vaultAddress]);
    expect((await devPost(sandbox, 'vaults', vault)).status).toBe(409);
  });

  it('refuses bad vault input with 400 naming the field', async () => {
    const base = {
      vaultAddress: '0x6666666666666666666666666666666666666666',
      provider: 'EARN_PROVIDER_ALPHA',
      caip19: USDC_BASE,
      name: 'x',
      tvl: '1',
      apyPct: '0.01',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, provider: 'EARN_PROVIDER_GAMMA' }, 'provider'],
      [{ ...base, vaultAddress: 'vault' }, 'vaultAddress'],
      [{ ...base, tvl: '-1' }, 'tvl'],
      [{ ...base, apyPct: '8%' }, 'apyPct'],
      [{ ...base, caip19: 'solana:mainnet/token:x' }, 'caip19'],
      [
        { ...base, caip19: 'eip155:1/erc20:0x0000000000000000000000000000000000000001' },
        'decimals',
      ],
      [{ ...base, liquidity: '2' }, 'liquidity'],
      [{ ...base, extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const out = await devPost(sandbox, 'vaults', body);
      expect(out.status).toBe(400);
      expect(errorFields({ error: out.json as never })).toEqual([field]);
    }
    expect((await devPost(sandbox, 'vaults', '{not json')).status).toBe(400);
    expect((await devPost(sandbox, 'vaults', '[]')).status).toBe(400);
  });

  it('validates webhook endpoints, secrets and tier input; an unknown organization is a 404', async () => {
    const organizationId = sandbox.bootstrap.organizationId;
    expect(
      (await devPost(sandbox, 'webhook-endpoints', { organizationId, url: 'ftp://x', name: 'n' }))
        .status,
    ).toBe(400);
    expect(
      (
        await devPost(sandbox, 'webhook-endpoints', {
          organizationId,
          url: 'https://x.example',
          name: 'n',
          subscriptions: [{ eventType: 'ACTIVITY_UPDATES', filtersJson: '{' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await devPost(sandbox, 'webhook-endpoints', {
          organizationId: 'nope',
          url: 'https://x.example',
          name: 'n',
        })
      ).status,
    ).toBe(404);
    expect((await devPost(sandbox, 'secrets', { organizationId, name: 'n' })).status).toBe(400);
    expect(
      (await devPost(sandbox, 'secrets', { organizationId: 'nope', name: 'n', plaintext: 'p' }))
        .status,
    ).toBe(404);
    expect((await devPost(sandbox, 'top-tier', { organizationId, topTier: 'yes' })).status).toBe(
      400,
    );
    expect(
      (await devPost(sandbox, 'top-tier', { organizationId: 'nope', topTier: true })).status,
    ).toBe(404);
  });

  it('reads records of an allowed kind for an organization, and nothing else', async () => {
    const accounts = await devRecords(sandbox, 'walletAccount');
    expect(accounts.map((a) => a.address)).toEqual(sandbox.bootstrap.seed.walletAddresses);
    expect((await get('/__dev/records/wallet?organizationId=x')).status).toBe(404);
    expect((await get('/__dev/records/secret?organizationId=x')).status).toBe(404);
    expect((await get('/__dev/records/userTag')).status).toBe(400);
    expect((await get('/__dev/records/userTag?organizationId=nope')).status).toBe(404);
    expect((await get('/__dev/records/userTag?organizationId=x', 'POST')).status).toBe(405);
    expect((await get('/__dev/vaults')).status).toBe(405);
    // Paths it does not own fall through to the other features.
    expect((await get('/__dev/info')).status).toBe(200);
  });
});
