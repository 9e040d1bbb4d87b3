// @vitest-environment happy-dom
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  initOtp,
  isKitError,
  logout,
  type MessageSignature,
  verifyOtp,
  type WalletKit,
} from '../../../../src/core/index.js';
import { AccountModal } from '../../../../src/react/account/accountModal.js';
import type { AccountScreenName } from '../../../../src/react/account/accountScreens.js';
import { useAccountModal } from '../../../../src/react/account/useAccountModal.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';

/**
 * `useAccountModal()` against an in-process sandbox: any screen opened directly (an app's single
 * flow), `signMessage()` settling with the user's choice, and the center closed by a logout.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterEach(cleanup);
afterAll(() => h.close());

const WALLET = {
  walletName: 'Main',
  accounts: [
    {
      curve: 'CURVE_SECP256K1' as const,
      pathFormat: 'PATH_FORMAT_BIP32' as const,
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM' as const,
    },
  ],
};

let users = 0;
async function signedInKit(): Promise<{ kit: WalletKit; email: string }> {
  const kit = h.kit();
  users += 1;
  const email = `center.${users}.${Date.now()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, { handle, code: await h.readCode(email), signup: { wallet: WALLET } });
  return { kit, email };
}

const outcomes: { signature?: MessageSignature; error?: unknown }[] = [];

function App({ screen: name }: { screen: AccountScreenName }) {
  const center = useAccountModal();
  return (
    <main>
      <button type="button" onClick={() => center.open(name)}>
        Open
      </button>
      <button
        type="button"
        onClick={() =>
          center.signMessage({ message: 'Hello, center' }).then(
            (signature) => outcomes.push({ signature }),
            (error: unknown) => outcomes.push({ error }),
          )
        }
      >
        Ask for a signature
      </button>
      <p data-testid="state">{center.isOpen ? `open on ${center.screen}` : 'closed'}</p>
      <AccountModal />
    </main>
  );
}

function renderApp(kit: WalletKit, name: AccountScreenName = 'profile') {
  outcomes.length = 0;
  return render(<App screen={name} />, { wrapper: providerWrapper(kit) });
}

describe('useAccountModal', () => {
  it('open(screen) shows that screen directly; Escape closes it and gives focus back', async () => {
    const { kit } = await signedInKit();
    renderApp(kit, 'phone');
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(
      await screen.findByRole('heading', { name: 'Add phone number' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('open on phone');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(document.activeElement).toBe(opener);
  });

  it('signMessage() resolves with the signature the user confirmed; it verifies under the address', async () => {
    const { kit } = await signedInKit();
    renderApp(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a signature' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign a message' }, { timeout: 5000 }),
    ).toBeTruthy();
    const message = (await screen.findByRole('textbox', {
      name: 'Message',
    })) as HTMLTextAreaElement;
    expect(message.value).toBe('Hello, center');
    expect(message.readOnly).toBe(true);
    const address = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 5000 });
    const signature = outcomes[0]?.signature?.signature ?? '';
    const bytes = hexToBytes(signature.slice(2));
    const recovered = new Uint8Array([(bytes[64] ?? 27) - 27, ...bytes.subarray(0, 64)]);
    const digest = keccak_256(utf8ToBytes(`\x19Ethereum Signed Message:\n13Hello, center`));
    const key = secp256k1.Signature.fromBytes(recovered, 'recovered').recoverPublicKey(digest);
    const signer = `0x${bytesToHex(keccak_256(key.toBytes(false).subarray(1)).subarray(12))}`;
    expect(signer).toBe(address.value.toLowerCase());
  });

  it('signMessage() rejects with USER_CANCELLED when the user closes the center instead', async () => {
    const { kit } = await signedInKit();
    renderApp(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a signature' }));
    await screen.findByRole('heading', { name: 'Sign a message' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(isKitError(outcomes[0]?.error, 'USER_CANCELLED')).toBe(true);
  });

  it('a logout closes the open center: the next user never finds it open', async () => {
    const { kit } = await signedInKit();
    renderApp(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('heading', { name: 'Ways to log in' }, { timeout: 5000 });
    await act(() => logout(kit));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
  });
});
