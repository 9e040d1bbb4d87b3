import { encryptToImportBundle } from 'embedded-wallet-kit';
import { utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
  type TestOrganization,
} from '../../../../support/sandbox/index.js';

// BIP39's first test vector (all-zero entropy) and its well-known first Ethereum address.
const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ETHEREUM_ACCOUNT = {
  curve: 'CURVE_SECP256K1',
  pathFormat: 'PATH_FORMAT_BIP32',
  path: "m/44'/60'/0'/0/0",
  addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
} as const;
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** init_import_wallet, then the mnemonic sealed to its bundle as the kit's frame seals it. */
async function sealedFor(org: TestOrganization, text: string) {
  const as = { organizationId: org.organizationId, privateKey: org.privateKey };
  const init = await submit(sandbox, 'init_import_wallet', { userId: org.userId }, as);
  expect(init.status).toBe(200);
  return encryptToImportBundle({
    bundle: init.result!.importBundle,
    pinnedSignerKey: sandbox.bootstrap.trustedKeys.signer,
    organizationId: org.organizationId,
    userId: org.userId,
    plaintext: utf8Encode(text),
  });
}

const importInto = (org: TestOrganization, encryptedBundle: string, generateAppProofs = false) =>
  submit(
    sandbox,
    'import_wallet',
    { userId: org.userId, walletName: 'Imported', encryptedBundle, accounts: [ETHEREUM_ACCOUNT] },
    { organizationId: org.organizationId, privateKey: org.privateKey, generateAppProofs },
  );

describe('init_import_wallet and import_wallet', () => {
  it('makes the sealed mnemonic a wallet with its accounts, marked imported, with app proofs', async () => {
    const org = await addTestOrganization(sandbox);
    const init = await submit(
      sandbox,
      'init_import_wallet',
      { userId: org.userId },
      { organizationId: org.organizationId, privateKey: org.privateKey },
    );
    expect(
      activityShapeIssues(init.response, 'init_import_wallet', { userId: org.userId }),
    ).toEqual([]);
    expect(init.response!.activity.type).toBe('ACTIVITY_TYPE_INIT_IMPORT_WALLET');
    // Pasted with stray whitespace: BIP39 words are joined with one space.
    const encryptedBundle = await sealedFor(org, `  ${MNEMONIC.replaceAll(' ', ' \n ')}\n`);
    const out = await importInto(org, encryptedBundle, true);
    expect(out.status).toBe(200);
    expect(
      activityShapeIssues(out.response, 'import_wallet', {
        userId: org.userId,
        walletName: 'Imported',
        encryptedBundle,
        accounts: [ETHEREUM_ACCOUNT],
      }),
    ).toEqual([]);
    expect(out.result!.addresses).toEqual([ADDRESS]);
    expect(out.response!.appProofs).toHaveLength(1);
    const wallets = (
      await query(
        sandbox,
        'list_wallets',
        { organizationId: org.organizationId },
        { privateKey: org.privateKey },
      )
    ).body!.wallets;
    expect(wallets).toEqual([
      expect.objectContaining({ walletId: out.result!.walletId, imported: true, exported: false }),
    ]);
  });

  it('spends the target: the same bundle imports once; a private-key target does not open it', async () => {
    const org = await addTestOrganization(sandbox);
    const encryptedBundle = await sealedFor(org, MNEMONIC);
    expect((await importInto(org, encryptedBundle)).status).toBe(200);
    const replay = await importInto(org, encryptedBundle);
    expect(replay.status).toBe(412);
    expect(errorFields(replay)).toEqual(['parameters.encryptedBundle']);

    // A key target (init_import_private_key) is not a wallet target.
    const as = { organizationId: org.organizationId, privateKey: org.privateKey };
    const keyInit = await submit(sandbox, 'init_import_private_key', { userId: org.userId }, as);
    const sealedToKeyTarget = await encryptToImportBundle({
      bundle: keyInit.result!.importBundle,
      pinnedSignerKey: sandbox.bootstrap.trustedKeys.signer,
      organizationId: org.organizationId,
      userId: org.userId,
      plaintext: utf8Encode(MNEMONIC),
    });
    await submit(sandbox, 'init_import_wallet', { userId: org.userId }, as);
    const crossed = await importInto(org, sealedToKeyTarget);
    expect(crossed.status).toBe(400);
    expect(errorFields(crossed)).toEqual(['parameters.encryptedBundle']);
  });

  it('refuses text that is no mnemonic with production wording, and stores nothing', async () => {
    const org = await addTestOrganization(sandbox);
    const out = await importInto(org, await sealedFor(org, MNEMONIC.replace('about', 'abandon')));
    expect(out.status).toBe(400);
    expect(out.error!.message).toContain('invalid mnemonic');
    const unsupported = await submit(
      sandbox,
      'import_wallet',
      {
        userId: org.userId,
        walletName: 'Imported',
        encryptedBundle: await sealedFor(org, MNEMONIC),
        accounts: [{ ...ETHEREUM_ACCOUNT, addressFormat: 'ADDRESS_FORMAT_SOLANA' }],
      },
      { organizationId: org.organizationId, privateKey: org.privateKey },
    );
    expect(unsupported.status).toBe(400);
    expect(errorFields(unsupported)).toEqual(['parameters.accounts']);
    const wallets = (
      await query(
        sandbox,
        'list_wallets',
        { organizationId: org.organizationId },
        { privateKey: org.privateKey },
      )
    ).body!.wallets;
    expect(wallets).toEqual([]);
  });
});
