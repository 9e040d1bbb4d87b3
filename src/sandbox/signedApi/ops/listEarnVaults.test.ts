import type { EarnVault } from 'embedded-wallet-kit/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestSandbox,
  devPost,
  errorFields,
  query,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { USDC_BASE } from '../seed/vaultCatalog.js';
import { usdCentsOf } from './displayAmount.js';

let sandbox: Sandbox;
let organizationId: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  organizationId = sandbox.bootstrap.organizationId;
});
afterAll(() => sandbox.close());

const list = (
  paginationOptions?: { limit?: string; before?: string; after?: string },
  extra = {},
) =>
  query(sandbox, 'list_earn_vaults', {
    organizationId,
    caip19: USDC_BASE,
    ...(paginationOptions ? { paginationOptions } : {}),
    ...extra,
  });

/** USD value of TVL from the display string (cents), for checking the order independently. */
const usdCents = (v: EarnVault): bigint => BigInt(v.display!.usd.replace('.', ''));

describe('list_earn_vaults', () => {
  it('walks the whole >100-vault catalog forward and back with no gap or repeat, by USD TVL descending', async () => {
    const all = await list({ limit: '100' });
    expect(all.body!.pageInfo.hasNextPage).toBe(true);
    const rest = await list({ limit: '100', after: all.body!.pageInfo.endCursor });
    const catalog = [...all.body!.vaults, ...rest.body!.vaults];
    expect(catalog.length).toBeGreaterThan(100);
    expect(rest.body!.pageInfo.hasNextPage).toBe(false);
    const addresses = catalog.map((v) => v.vaultAddress!);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (let i = 1; i < catalog.length; i++) {
      const [a, b] = [catalog[i - 1]!, catalog[i]!];
      expect(usdCents(a) >= usdCents(b)).toBe(true);
      if (usdCents(a) === usdCents(b))
        expect(a.vaultAddress!.toLowerCase() < b.vaultAddress!.toLowerCase()).toBe(true);
    }
    // The seed has a tie, so the tie-break is exercised.
    expect(catalog.some((v, i) => i > 0 && usdCents(v) === usdCents(catalog[i - 1]!))).toBe(true);

    const forward: string[] = [];
    let page = await list({ limit: '7' });
    expect(page.body!.pageInfo.hasPreviousPage).toBe(false);
    for (;;) {
      expect(page.body!.vaults.length).toBeLessThanOrEqual(7);
      forward.push(...page.body!.vaults.map((v) => v.vaultAddress!));
      if (!page.body!.pageInfo.hasNextPage) break;
      page = await list({ limit: '7', after: page.body!.pageInfo.endCursor });
    }
    expect(forward).toEqual(addresses);

    const backward: string[][] = [];
    let cursor = page.body!.pageInfo.startCursor;
    backward.push(page.body!.vaults.map((v) => v.vaultAddress!));
    for (;;) {
      const previous = await list({ limit: '7', before: cursor });
      expect(previous.body!.vaults).toHaveLength(7);
      backward.unshift(previous.body!.vaults.map((v) => v.vaultAddress!));
      if (!previous.body!.pageInfo.hasPreviousPage) break;
      expect(previous.body!.pageInfo.hasNextPage).toBe(true);
      cursor = previous.body!.pageInfo.startCursor;
    }
    expect(backward.flat()).toEqual(addresses);
  });

  it('answers every entry field, the display amounts matching tvl, and 10 vaults by default', async () => {
    const out = await list();
    expect(out.status).toBe(200);
    expect(out.body!.vaults).toHaveLength(10);
    for (const v of out.body!.vaults) {
      expect(v.caip19).toBe(USDC_BASE);
      expect(['EARN_PROVIDER_ALPHA', 'EARN_PROVIDER_BETA']).toContain(v.provider);
      expect(v.tvl).toMatch(/^\d+$/);
      expect(v.apyPct).toMatch(/^0\.\d{4}$/);
      expect(v.enabled).toBe(false);
      expect(usdCents(v)).toBe(usdCentsOf(v.tvl!, 6, '1'));
      expect(typeof v.name).toBe('string');
      expect(typeof v.curator).toBe('string');
      expect(typeof v.liquidity).toBe('string');
      expect(v.liquidityDisplay).toBeDefined();
    }
    expect(out.body!.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: out.body!.vaults[0]!.vaultAddress,
      endCursor: out.body!.vaults[9]!.vaultAddress,
    });
  });

  it('filters by provider: the second provider lists reserves without curator or liquidity', async () => {
    const beta = await list({ limit: '100' }, { provider: 'EARN_PROVIDER_BETA' });
    expect(beta.body!.vaults.length).toBeGreaterThan(0);
    for (const v of beta.body!.vaults) {
      expect(v.provider).toBe('EARN_PROVIDER_BETA');
      expect(v.curator).toBe('');
      expect(v.liquidity).toBe('');
    }
    const alpha = await list({ limit: '100' }, { provider: 'EARN_PROVIDER_ALPHA' });
    expect(
      alpha.body!.vaults.every((v) => v.provider === 'EARN_PROVIDER_ALPHA' && v.curator !== ''),
    ).toBe(true);
  });

  it('lists only the requested asset; an asset without vaults answers an empty page', async () => {
    for (const caip19 of sandbox.bootstrap.seed.vaultAssets) {
      const out = await query(sandbox, 'list_earn_vaults', { organizationId, caip19 });
      expect(out.body!.vaults.length).toBeGreaterThan(0);
      expect(out.body!.vaults.every((v) => v.caip19 === caip19)).toBe(true);
    }
    const none = await query(sandbox, 'list_earn_vaults', {
      organizationId,
      caip19: 'eip155:137/erc20:0x0000000000000000000000000000000000000001',
    });
    expect(none.body).toEqual({
      vaults: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: '', endCursor: '' },
    });
  });

  it('refuses limit 0 and 101, an unknown cursor, a provider not in the enum, a malformed caip19, a missing caip19', async () => {
    for (const limit of ['0', '101']) {
      const out = await list({ limit });
      expect(out.status).toBe(400);
      expect(errorFields(out)).toEqual(['paginationOptions.limit']);
    }
    const cursor = await list({ after: '0x3333333333333333333333333333333333333333' });
    expect(cursor.status).toBe(400);
    expect(errorFields(cursor)).toEqual(['paginationOptions.after']);
    const before = await list({ before: 'nope' });
    expect(before.status).toBe(400);
    expect(errorFields(before)).toEqual(['paginationOptions.before']);
    const provider = await list(undefined, { provider: 'EARN_PROVIDER_GAMMA' });
    expect(provider.status).toBe(400);
    expect(errorFields(provider)).toEqual(['provider']);
    const malformed = await list(undefined, { caip19: 'USDC' });
    expect(malformed.status).toBe(400);
    expect(errorFields(malformed)).toEqual(['caip19']);
    const missing = await query(sandbox, 'list_earn_vaults', { organizationId } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['caip19']);
  });

  it('places a vault added through the dev endpoint by its USD TVL', async () => {
    const added = await devPost(sandbox, 'vaults', {
      vaultAddress: '0x4444444444444444444444444444444444444444',
      provider: 'EARN_PROVIDER_ALPHA',
      caip19: USDC_BASE,
      name: 'Sandbox USDC Top',
      curator: 'Sandbox Risk',
      tvl: '999999999999999999',
      apyPct: '0.0500',
    });
    expect(added.status).toBe(200);
    const top = await list({ limit: '1' });
    expect(top.body!.vaults[0]).toMatchObject({
      vaultAddress: '0x4444444444444444444444444444444444444444',
      name: 'Sandbox USDC Top',
      display: { usd: '999999999999.99', crypto: '999999999999.999999' },
    });
  });
});
