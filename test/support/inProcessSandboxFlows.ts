/**
 * The flows an app's tests run against `createInProcessSandbox`, as one suite that each
 * environment's test file (`inProcessSandbox.<environment>.test.ts`) runs under its own Vitest
 * environment: `node`, `jsdom` and `happy-dom` give the test different globals (`jsdom`'s
 * `ArrayBuffer` and `Uint8Array` are its own realm's), and the sandbox must not care.
 */
import {
  createWalletKit,
  initOtp,
  loginWithPasskey,
  logout,
  sandboxConfig,
  signupWithPasskey,
  verifyOtp,
} from 'embedded-wallet-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessSandbox } from '../../src/testing/createInProcessSandbox.js';
import { readLastCode } from '../../src/testing/readLastCode.js';
import { sandboxKitOptions } from '../../src/testing/sandboxKitOptions.js';
import { signInWithOtp } from '../../src/testing/signInWithOtp.js';
import type { TestSandbox } from '../../src/testing/testSandbox.js';
import { ETHEREUM_WALLET } from './core/walletFixtures.js';
import { kitFor, softwareWebAuthn } from './sandboxKit.js';

export function describeInProcessSandbox(environment: string): void {
  describe(`createInProcessSandbox under Vitest's ${environment} environment`, () => {
    let sandbox: TestSandbox;
    beforeAll(async () => {
      sandbox = await createInProcessSandbox();
    });
    afterAll(() => sandbox.close());

    it('runs the README example: a new user signs up with an e-mail code', async () => {
      const kit = createWalletKit(sandboxKitOptions(sandbox));
      const { session, created } = await signInWithOtp(kit, sandbox, { email: 'ada@example.com' });
      expect(created).toBe(true);
      expect(session.userId).toBeTruthy();
      kit.destroy();
    });

    it('signs up with a wallet (app proofs checked to the sandbox root), then logs in again', async () => {
      const kit = createWalletKit({ ...sandboxConfig(sandbox.info), fetch: sandbox.fetch });
      const contact = `wallet-${environment}@example.com`;
      const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
      const code = await readLastCode(sandbox, contact);
      const first = await verifyOtp(kit, { handle, code, signup: { wallet: ETHEREUM_WALLET } });
      expect(first.wallet?.verified).toBe(true);
      const wallets = await kit.api.listWallets({ organizationId: first.session.organizationId });
      expect(wallets.wallets).toHaveLength(1);
      await logout(kit);
      const again = await signInWithOtp(kit, sandbox, { phoneNumber: '+15555550123' });
      expect(again.created).toBe(true);
      kit.destroy();
    });

    it('signs up and logs in with a passkey', async () => {
      const webauthn = softwareWebAuthn(sandbox.sandbox);
      const kit = kitFor(sandbox.sandbox, { passkey: { webauthn: webauthn.port } });
      const signup = await signupWithPasskey(kit, { userName: 'Ada' });
      await logout(kit);
      const login = await loginWithPasskey(kit);
      expect(login.session.userId).toBe(signup.session.userId);
      kit.destroy();
    });
  });
}
