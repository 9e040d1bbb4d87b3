/**
 * `signMessage` and the reads beside it against an in-process sandbox: each signature checked
 * with an independent library (@noble/curves, @noble/hashes, @scure/base) under the ACCOUNT'S
 * ADDRESS: recovered from the signature for Ethereum (EIP-191), decoded from the base58 address
 * for Solana (raw Ed25519 over the message).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsVerifiedHere } from '../../../../src/core/actions/contactsVerifiedHere.js';
import { DEFAULT_IMPORT_ACCOUNTS } from '../../../../src/core/actions/importWallet.js';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { listEmbeddedWallets } from '../../../../src/core/actions/listEmbeddedWallets.js';
import { sendContactCode } from '../../../../src/core/actions/sendContactCode.js';
import { signMessage } from '../../../../src/core/actions/signMessage.js';
import { updateEmail } from '../../../../src/core/actions/updateEmail.js';
import { updatePhone } from '../../../../src/core/actions/updatePhone.js';
import { verifyContactCode } from '../../../../src/core/actions/verifyContactCode.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { setSigningConfirmer } from '../../../../src/core/signing/signingConfirmers.js';
import type { WalletKit } from '../../../../src/core/walletKit.js';
import { bytesToHex, hexToBytes, utf8Encode } from '../../../../src/protocol/encoding.js';
import type { WalletAccount } from '../../../../src/protocol/records.js';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
let kit: WalletKit;
let email: string;
let accounts: WalletAccount[];
beforeAll(async () => {
  sandbox = await startSandbox();
  kit = kitFor(sandbox);
  // The user approves every request (the confirmation itself: signing.test.ts).
  setSigningConfirmer(kit, async () => 'approve');
  email = `signer.${Date.now()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, {
    handle,
    code: await readOtpCode(sandbox, email),
    signup: { wallet: { walletName: 'Main', accounts: DEFAULT_IMPORT_ACCOUNTS } },
  });
  const [wallet] = await listEmbeddedWallets(kit);
  accounts = wallet?.accounts ?? [];
});
afterAll(async () => {
  kit.destroy();
  await sandbox.close();
});

const accountOf = (format: WalletAccount['addressFormat']) =>
  accounts.find((a) => a.addressFormat === format) as WalletAccount;

describe('signMessage', () => {
  it('Ethereum: an EIP-191 personal message; the signature recovers to the address', async () => {
    const account = accountOf('ADDRESS_FORMAT_ETHEREUM');
    const message = 'Sign in to Example — nonce 8f3a';
    const signed = await signMessage(kit, { message, account });
    const bytes = utf8Encode(message);
    const digest = keccak_256(
      new Uint8Array([...utf8Encode(`\x19Ethereum Signed Message:\n${bytes.length}`), ...bytes]),
    );
    const recovery = Number.parseInt(signed.v, 16);
    const point = secp256k1.Signature.fromBytes(
      hexToBytes(`${signed.v}${signed.r}${signed.s}`),
      'recovered',
    ).recoverPublicKey(digest);
    const address = `0x${bytesToHex(keccak_256(point.toBytes(false).subarray(1)).subarray(12))}`;
    expect(address).toBe(account.address.toLowerCase());
    // The 65-byte form `personal_sign` answers: r ‖ s ‖ (27 + recovery id).
    expect(signed.signature).toBe(`0x${signed.r}${signed.s}${(27 + recovery).toString(16)}`);
    // Bytes are signed as given; text as its UTF-8 bytes: the same signature.
    expect((await signMessage(kit, { message: bytes, account })).signature).toBe(signed.signature);
  });

  it('Solana: raw Ed25519 over the message bytes; verifies under the base58 address', async () => {
    const account = accountOf('ADDRESS_FORMAT_SOLANA');
    const message = 'Hello from the account center';
    const signed = await signMessage(kit, { message, account });
    expect(signed.signature).toMatch(/^[0-9a-f]{128}$/);
    const ok = ed25519.verify(
      hexToBytes(signed.signature),
      utf8Encode(message),
      base58.decode(account.address),
    );
    expect(ok).toBe(true);
    expect(
      ed25519.verify(
        hexToBytes(signed.signature),
        utf8Encode('other'),
        base58.decode(account.address),
      ),
    ).toBe(false);
  });

  it('refuses an address format whose message convention it does not know', async () => {
    await expect(
      signMessage(kit, {
        message: 'x',
        account: { address: 'cosmos1xyz', addressFormat: 'ADDRESS_FORMAT_COSMOS' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});

describe('listEmbeddedWallets', () => {
  it("groups the organization's accounts under their wallets", async () => {
    const wallets = await listEmbeddedWallets(kit);
    expect(wallets.map((w) => [w.walletName, w.accounts.map((a) => a.addressFormat)])).toEqual([
      ['Main', ['ADDRESS_FORMAT_ETHEREUM', 'ADDRESS_FORMAT_SOLANA']],
    ]);
  });
});

describe('contactsVerifiedHere', () => {
  it('knows the address a login by code proved, and one set with a verification token', async () => {
    const { organizationId, userId } = kit.session.getSnapshot().session!;
    const { user } = await kit.api.getUser({ organizationId, userId });
    expect(await contactsVerifiedHere(kit, { email: user.userEmail })).toEqual({
      email: true,
      phoneNumber: false,
    });
    const next = `changed.${Date.now()}@example.com`;
    expect(await contactsVerifiedHere(kit, { email: next })).toEqual({
      email: false,
      phoneNumber: false,
    });
    const handle = await sendContactCode(kit, { otpType: 'OTP_TYPE_EMAIL', contact: next });
    const verificationToken = await verifyContactCode(kit, {
      handle,
      code: await readOtpCode(sandbox, next),
    });
    await updateEmail(kit, { email: next, verificationToken });
    expect((await contactsVerifiedHere(kit, { email: next })).email).toBe(true);
    // Stored unverified (no token): not known as verified. (A phone number: the service keeps
    // the proven e-mail, the user's one way to log in, from being replaced by an unproven one.)
    const unproven = `+1415555${String(1000 + (Date.now() % 9000))}`;
    await updatePhone(kit, { phoneNumber: unproven });
    expect((await contactsVerifiedHere(kit, { phoneNumber: unproven })).phoneNumber).toBe(false);
  });
});
