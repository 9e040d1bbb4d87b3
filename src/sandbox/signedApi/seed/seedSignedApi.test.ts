import { CHAINS_CAIP2 } from 'embedded-wallet-kit/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, devRecords } from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { USDC_BASE, vaultCatalog } from './vaultCatalog.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('seedSignedApi', () => {
  it('seeds a deterministic catalog: >100 USDC-on-Base vaults, both providers, several chains', () => {
    const catalog = vaultCatalog(0);
    expect(vaultCatalog(0)).toEqual(catalog);
    expect(catalog.filter((v) => v.caip19 === USDC_BASE).length).toBeGreaterThan(100);
    expect(new Set(catalog.map((v) => v.provider))).toEqual(
      new Set(['EARN_PROVIDER_ALPHA', 'EARN_PROVIDER_BETA']),
    );
    const chains = new Set(catalog.map((v) => v.chainCaip2));
    expect(chains.size).toBeGreaterThanOrEqual(5);
    for (const chain of chains) expect(CHAINS_CAIP2).toContain(chain);
    expect(new Set(catalog.map((v) => v.id)).size).toBe(catalog.length);
    for (const v of catalog) {
      expect(Number(v.apyPct)).toBeGreaterThan(0);
      expect(Number(v.apyPct)).toBeLessThan(0.2);
      expect(v.caip19.startsWith(`${v.chainCaip2}/`)).toBe(true);
    }
    expect(sandbox.bootstrap.seed.vaultAssets).toContain(USDC_BASE);
  });

  it("seeds the parent's wallet (Ethereum + Solana), a private key, endpoints, secrets and e-mail events", async () => {
    const [eth, sol] = sandbox.bootstrap.seed.walletAddresses;
    expect(eth).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(sol).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const accounts = await devRecords(sandbox, 'walletAccount');
    expect(accounts.map((a) => a.addressFormat)).toEqual([
      'ADDRESS_FORMAT_ETHEREUM',
      'ADDRESS_FORMAT_SOLANA',
    ]);
    const [privateKey] = await devRecords(sandbox, 'privateKey');
    expect(privateKey!.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const { store } = sandbox.context;
    const organizationId = sandbox.bootstrap.organizationId;
    expect(store.list('webhookEndpoint', { organizationId }).length).toBeGreaterThanOrEqual(2);
    expect(store.list('secret', { organizationId }).every((s) => s.plaintext.length > 0)).toBe(
      true,
    );
    const eventTypes = new Set(
      store.list('emailEvent', { organizationId }).map((e) => e.eventType),
    );
    expect(eventTypes).toEqual(
      new Set(['Send', 'Delivery', 'Bounce', 'DeliveryDelay', 'Complaint']),
    );
  });
});
