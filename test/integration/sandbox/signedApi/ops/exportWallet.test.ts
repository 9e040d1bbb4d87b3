import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { wordlist as japanese } from '@scure/bip39/wordlists/japanese.js';
import { decryptExportBundle, generateExportTargetKeyPair } from 'embedded-wallet-kit';
import { utf8Decode } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../../../src/sandbox/createSandbox.js';
import {
  activityShapeIssues,
  addTestOrganization,
  createTestSandbox,
  errorFields,
  query,
  submit,
} from '../../../../support/sandbox/index.js';

let sandbox: Sandbox;
let walletId: string;
let mnemonic: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  const { organizationId } = sandbox.bootstrap;
  walletId = (await query(sandbox, 'list_wallets', { organizationId })).body!.wallets[0]!.walletId;
  mnemonic = (await sandbox.context.store.transaction(() =>
    sandbox.context.store.get('wallet', walletId),
  ))!.mnemonic;
});
afterAll(() => sandbox.close());

/** Exports with a fresh target key and opens the bundle as a client would. */
async function exportAndOpen(language?: 'MNEMONIC_LANGUAGE_JAPANESE') {
  const target = await generateExportTargetKeyPair();
  const parameters = {
    walletId,
    targetPublicKey: target.publicKeyUncompressed,
    ...(language ? { language } : {}),
  };
  const out = await submit(sandbox, 'export_wallet', parameters);
  const plaintext = await decryptExportBundle({
    bundle: out.result!.exportBundle,
    pinnedSignerKey: sandbox.bootstrap.trustedKeys.signer,
    organizationId: sandbox.bootstrap.organizationId,
    recipientKey: target.keyPair,
  });
  return { out, parameters, text: utf8Decode(plaintext) };
}

describe('export_wallet', () => {
  it("seals the wallet's mnemonic to the target key in a signed bundle, and marks the wallet exported", async () => {
    const before = (
      await query(sandbox, 'list_wallets', { organizationId: sandbox.bootstrap.organizationId })
    ).body!.wallets[0]!;
    expect(before.exported).toBe(false);
    const { out, parameters, text } = await exportAndOpen();
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'export_wallet', parameters)).toEqual([]);
    expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_EXPORT_WALLET');
    expect(out.result!.walletId).toBe(walletId);
    expect(text).toBe(mnemonic);
    const after = (
      await query(sandbox, 'list_wallets', { organizationId: sandbox.bootstrap.organizationId })
    ).body!.wallets[0]!;
    expect(after.exported).toBe(true);
  });

  it('answers the same wallet in another BIP39 language when asked', async () => {
    const { text } = await exportAndOpen('MNEMONIC_LANGUAGE_JAPANESE');
    expect(text).not.toBe(mnemonic);
    expect(entropyToMnemonic(mnemonicToEntropy(text, japanese), english)).toBe(mnemonic);
  });

  it('refuses a wallet of another organization, an unknown one, and a target that is no P-256 point', async () => {
    const other = await addTestOrganization(sandbox);
    const target = (await generateExportTargetKeyPair()).publicKeyUncompressed;
    const foreign = await submit(
      sandbox,
      'export_wallet',
      { walletId, targetPublicKey: target },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.walletId']);
    const unknown = await submit(sandbox, 'export_wallet', {
      walletId: 'no-such-wallet',
      targetPublicKey: target,
    });
    expect(unknown.status).toBe(404);
    const offCurve = await submit(sandbox, 'export_wallet', {
      walletId,
      targetPublicKey: `04${'11'.repeat(64)}`,
    });
    expect(offCurve.status).toBe(400);
    expect(errorFields(offCurve)).toEqual(['parameters.targetPublicKey']);
  });
});
