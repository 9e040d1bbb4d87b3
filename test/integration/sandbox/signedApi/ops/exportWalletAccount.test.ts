import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { decryptExportBundle, generateExportTargetKeyPair } from 'embedded-wallet-kit';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
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

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const accounts = async () =>
  (
    await query(sandbox, 'list_wallet_accounts', {
      organizationId: sandbox.bootstrap.organizationId,
    })
  ).body!.accounts;

describe('export_wallet_account', () => {
  it("seals an account's 32-byte private key, which is the key of its public key", async () => {
    const checked = (await accounts()).filter((a) => a.curve !== 'CURVE_P256');
    // The seeded wallet has Ethereum and Solana accounts.
    expect(new Set(checked.map((a) => a.curve))).toEqual(
      new Set(['CURVE_SECP256K1', 'CURVE_ED25519']),
    );
    for (const account of checked) {
      const target = await generateExportTargetKeyPair();
      // An EVM address is found in any letter case.
      const address = account.address.startsWith('0x')
        ? account.address.toLowerCase()
        : account.address;
      const parameters = { address, targetPublicKey: target.publicKeyUncompressed };
      const out = await submit(sandbox, 'export_wallet_account', parameters);
      expect(out.status).toBe(200);
      expect(activityShapeIssues(out.response, 'export_wallet_account', parameters)).toEqual([]);
      expect(out.result!.address).toBe(account.address);
      const secret = await decryptExportBundle({
        bundle: out.result!.exportBundle,
        pinnedSignerKey: sandbox.bootstrap.trustedKeys.signer,
        organizationId: sandbox.bootstrap.organizationId,
        recipientKey: target.keyPair,
      });
      expect(secret).toHaveLength(32);
      const publicKey =
        account.curve === 'CURVE_ED25519'
          ? ed25519.getPublicKey(secret)
          : secp256k1.getPublicKey(secret, true);
      expect(bytesToHex(publicKey)).toBe(account.publicKey);
    }
  });

  it('refuses an address that is no wallet account of this organization', async () => {
    const target = (await generateExportTargetKeyPair()).publicKeyUncompressed;
    const [account] = await accounts();
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(
      sandbox,
      'export_wallet_account',
      { address: account!.address, targetPublicKey: target },
      { organizationId: other.organizationId, privateKey: other.privateKey },
    );
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.address']);
  });
});
