import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('list_wallets and list_wallet_accounts', () => {
  it("answers the seeded wallet and its accounts in production's shapes", async () => {
    const { organizationId, seed } = sandbox.bootstrap;
    const wallets = (await query(sandbox, 'list_wallets', { organizationId })).body!.wallets;
    expect(wallets).toHaveLength(1);
    const wallet = wallets[0]!;
    expect(wallet).toEqual({
      walletId: expect.any(String),
      walletName: expect.any(String),
      createdAt: expect.any(Object),
      updatedAt: expect.any(Object),
      exported: false,
      imported: false,
    });
    const all = (await query(sandbox, 'list_wallet_accounts', { organizationId })).body!.accounts;
    expect(all.map((a) => a.address)).toEqual(seed.walletAddresses.slice(0, 10));
    expect(all[0]).toEqual({
      walletAccountId: expect.any(String),
      organizationId,
      walletId: wallet.walletId,
      curve: expect.stringMatching(/^CURVE_/),
      pathFormat: 'PATH_FORMAT_BIP32',
      path: expect.stringMatching(/^m\//),
      addressFormat: expect.stringMatching(/^ADDRESS_FORMAT_/),
      address: seed.walletAddresses[0],
      createdAt: expect.any(Object),
      updatedAt: expect.any(Object),
      publicKey: expect.stringMatching(/^[0-9a-f]+$/),
      ...(all[0]!.name === undefined ? {} : { name: all[0]!.name }),
    });
    const detailed = await query(sandbox, 'list_wallet_accounts', {
      organizationId,
      walletId: wallet.walletId,
      includeWalletDetails: true,
      paginationOptions: { limit: '1' },
    });
    expect(detailed.body!.accounts).toHaveLength(1);
    expect(detailed.body!.accounts[0]!.walletDetails).toEqual(wallet);
    // Paging by account id, as `@turnkey/core` walks it (`after` = the last id).
    const next = await query(sandbox, 'list_wallet_accounts', {
      organizationId,
      paginationOptions: { limit: '1', after: detailed.body!.accounts[0]!.walletAccountId },
    });
    expect(next.body!.accounts[0]!.address).toBe(seed.walletAddresses[1]);
  });

  it("answers an organization's own wallets only, and 404 for another's walletId", async () => {
    const other = await addTestOrganization(sandbox);
    expect(
      (await query(sandbox, 'list_wallets', { organizationId: other.organizationId })).body,
    ).toEqual({
      wallets: [],
    });
    const { organizationId } = sandbox.bootstrap;
    const wallet = (await query(sandbox, 'list_wallets', { organizationId })).body!.wallets[0]!;
    const foreign = await query(sandbox, 'list_wallet_accounts', {
      organizationId: other.organizationId,
      walletId: wallet.walletId,
    });
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['walletId']);
  });
});
