// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { verifyTypedData } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  initOtp,
  listEmbeddedWallets,
  type SignerAccount,
  verifyOtp,
  type WalletKit,
} from '../../../../src/core/index.js';
import { useSignTypedData } from '../../../../src/react/hooks/useSignTypedData.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';

/**
 * `<WalletKitProvider>` confirms every signature an app asks for (`useSignTypedData` here): the
 * dialog shows the account, the domain and the fields; Sign gives a signature viem verifies;
 * Reject and Escape give `USER_CANCELLED` and sign nothing.
 */
let h: Harness;
let kit: WalletKit;
let account: SignerAccount;
beforeAll(async () => {
  h = await createHarness();
  kit = h.kit();
  const email = `confirm.${Date.now()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, {
    handle,
    code: await h.readCode(email),
    signup: {
      wallet: {
        walletName: 'Main',
        accounts: [
          {
            curve: 'CURVE_SECP256K1',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/60'/0'/0/0",
            addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
          },
        ],
      },
    },
  });
  const found = (await listEmbeddedWallets(kit))[0]?.accounts[0];
  account = { address: found!.address, addressFormat: found!.addressFormat };
});
afterEach(cleanup);
afterAll(() => h.close());

const permit = {
  domain: {
    name: 'USD Coin',
    version: '2',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Permit: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { spender: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', value: 5000000n },
} as const;

const outcomes: { signature?: string; error?: { code?: string } }[] = [];
function App() {
  const sign = useSignTypedData();
  return (
    <button
      type="button"
      onClick={() =>
        sign.signTypedData({ account, typedData: permit }).then(
          ({ signature }) => outcomes.push({ signature }),
          (error: { code?: string }) => outcomes.push({ error }),
        )
      }
    >
      Sign permit
    </button>
  );
}

describe('the confirmation screen', () => {
  it('shows what is signed; Sign answers a signature viem verifies under the account', async () => {
    outcomes.length = 0;
    render(<App />, { wrapper: providerWrapper(kit) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign permit' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Sign this request?' })).toBeTruthy();
    const text = dialog.textContent ?? '';
    for (const shown of [
      account.address,
      'USD Coin (2)',
      '31337',
      permit.domain.verifyingContract,
      'Details (Permit)',
      'spender',
      permit.message.spender,
      '5000000',
    ]) {
      expect(text).toContain(shown);
    }
    // Reject holds the focus: a stray Enter does not sign.
    expect(document.activeElement?.textContent).toBe('Reject');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    const signature = outcomes[0]?.signature as `0x${string}`;
    expect(
      await verifyTypedData({ ...permit, address: account.address as `0x${string}`, signature }),
    ).toBe(true);
  });

  it('Reject and Escape are USER_CANCELLED (EIP-1193 4001)', async () => {
    outcomes.length = 0;
    render(<App />, { wrapper: providerWrapper(kit) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign permit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 5000 }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Sign permit' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(1));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes.map((o) => o.error?.code)).toEqual(['USER_CANCELLED', 'USER_CANCELLED']);
  });
});
