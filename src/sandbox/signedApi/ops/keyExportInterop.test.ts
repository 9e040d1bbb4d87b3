/**
 * The production service's own crypto package (`@turnkey/crypto`) opens the sandbox's
 * `export_wallet` and `export_wallet_account` bundles, and seals wallets and keys (its
 * `encryptWalletToBundle`, `encryptPrivateKeyToBundle`) to the sandbox's `init_import_*`
 * bundles, which `import_wallet` and `import_private_key` then open: the formats are
 * production's, both ways.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  decryptExportBundle,
  encryptPrivateKeyToBundle,
  encryptWalletToBundle,
  generateP256KeyPair,
} from '@turnkey/crypto';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, query, submit } from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let sandbox: Sandbox;
let organizationId: string;
let userId: string;
let signer: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  ({ organizationId, userId } = sandbox.bootstrap);
  signer = sandbox.bootstrap.trustedKeys.signer;
});
afterAll(() => sandbox.close());

describe('@turnkey/crypto against the sandbox', () => {
  it('opens export_wallet and export_wallet_account bundles', async () => {
    const { walletId } = (await query(sandbox, 'list_wallets', { organizationId })).body!
      .wallets[0]!;
    const stored = await sandbox.context.store.transaction(() =>
      sandbox.context.store.get('wallet', walletId),
    );
    const embedded = generateP256KeyPair();
    const exported = await submit(sandbox, 'export_wallet', {
      walletId,
      targetPublicKey: embedded.publicKeyUncompressed,
    });
    const mnemonic = await decryptExportBundle({
      exportBundle: exported.result!.exportBundle,
      embeddedKey: embedded.privateKey,
      organizationId,
      dangerouslyOverrideSignerPublicKey: signer,
      returnMnemonic: true,
    });
    expect(mnemonic).toBe(stored!.mnemonic);

    const account = (
      await query(sandbox, 'list_wallet_accounts', { organizationId })
    ).body!.accounts.find((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM')!;
    const keyOut = await submit(sandbox, 'export_wallet_account', {
      address: account.address,
      targetPublicKey: embedded.publicKeyUncompressed,
    });
    const hex = await decryptExportBundle({
      exportBundle: keyOut.result!.exportBundle,
      embeddedKey: embedded.privateKey,
      organizationId,
      dangerouslyOverrideSignerPublicKey: signer,
      keyFormat: 'HEXADECIMAL',
      returnMnemonic: false,
    });
    expect(bytesToHex(secp256k1.getPublicKey(hexToBytes(hex.replace(/^0x/, '')), true))).toBe(
      account.publicKey,
    );
  });

  it('seals a wallet and a key the sandbox imports', async () => {
    const walletInit = await submit(sandbox, 'init_import_wallet', { userId });
    const encryptedWallet = await encryptWalletToBundle({
      mnemonic: MNEMONIC,
      importBundle: walletInit.result!.importBundle,
      userId,
      organizationId,
      dangerouslyOverrideSignerPublicKey: signer,
    });
    const wallet = await submit(sandbox, 'import_wallet', {
      userId,
      walletName: 'From production crypto',
      encryptedBundle: encryptedWallet,
      accounts: [
        {
          curve: 'CURVE_SECP256K1',
          pathFormat: 'PATH_FORMAT_BIP32',
          path: "m/44'/60'/0'/0/0",
          addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
        },
      ],
    });
    expect(wallet.result!.addresses).toEqual(['0x9858EfFD232B4033E47d90003D41EC34EcaEda94']);

    const secret = secp256k1.utils.randomSecretKey();
    const keyInit = await submit(sandbox, 'init_import_private_key', { userId });
    const encryptedKey = await encryptPrivateKeyToBundle({
      privateKey: bytesToHex(secret),
      keyFormat: 'HEXADECIMAL',
      importBundle: keyInit.result!.importBundle,
      userId,
      organizationId,
      dangerouslyOverrideSignerPublicKey: signer,
    });
    const key = await submit(sandbox, 'import_private_key', {
      userId,
      privateKeyName: 'From production crypto',
      encryptedBundle: encryptedKey,
      curve: 'CURVE_SECP256K1',
      addressFormats: ['ADDRESS_FORMAT_COMPRESSED'],
    });
    expect(key.result!.addresses[0]!.address).toBe(
      bytesToHex(secp256k1.getPublicKey(secret, true)),
    );
  });
});
