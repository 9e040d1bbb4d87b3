// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { useWalletLogin } from '../../../../src/react/hooks/useWalletLogin.js';
import { createDevWalletSigner } from '../../../../src/testing/createDevWalletSigner.js';
import {
  type DevWalletWindow,
  installDevWallet,
} from '../../../../src/testing/installDevWallet.js';
import { createHarness, type Harness, providerWrapper } from '../../../support/harness.js';

let h: Harness;
const signer = createDevWalletSigner();
beforeAll(async () => {
  h = await createHarness();
  const win = window as unknown as DevWalletWindow;
  win.__devWallet = async (request: Parameters<typeof signer.answer>[0]) => signer.answer(request);
  installDevWallet(
    {
      bridge: '__devWallet',
      name: 'Dev Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      rdns: 'dev.test',
      uuid: 'b1a1a1a1-0000-4000-8000-000000000003',
      solana: signer.solana,
    },
    win,
  );
});
afterAll(() => h.close());

describe('useWalletLogin', () => {
  it('lists the wallets, signs up then logs in, and reports a rejection as USER_CANCELLED', async () => {
    const onAuthenticationSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => ({ wallet: useWalletLogin(), session: useSession() }), {
      wrapper: providerWrapper(h.kit(), { onAuthenticationSuccess, onError }),
    });
    expect(result.current.wallet.isDetecting).toBe(true);
    await waitFor(() => expect(result.current.wallet.wallets).toHaveLength(2));
    expect(result.current.wallet.isDetecting).toBe(false);
    const ethereum = result.current.wallet.wallets.find((w) => w.chain === 'ethereum');
    if (!ethereum) throw new Error('no Ethereum wallet');

    const first = await act(() => result.current.wallet.login({ wallet: ethereum }));
    expect(first).toMatchObject({
      created: true,
      externalWallet: { address: signer.ethereum.address },
    });
    await waitFor(() => expect(result.current.session.status).toBe('signedIn'));
    expect(onAuthenticationSuccess).toHaveBeenCalledWith(first);

    signer.rejectNext();
    const refused = await act(() =>
      result.current.wallet.login({ wallet: ethereum }).catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({ code: 'USER_CANCELLED' });
    await waitFor(() => expect(result.current.wallet.error?.code).toBe('USER_CANCELLED'));
    // A user declining is no failure of the app's: onError is not called.
    expect(onError).not.toHaveBeenCalled();

    const again = await act(() => result.current.wallet.login({ wallet: 'ethereum' }));
    expect(again.created).toBe(false);
    expect(again.session.organizationId).toBe(first.session.organizationId);
  });

  it('looks for no wallet when disabled', async () => {
    const { result } = renderHook(() => useWalletLogin({ enabled: false }), {
      wrapper: providerWrapper(h.kit()),
    });
    expect(result.current.isDetecting).toBe(false);
    expect(result.current.wallets).toEqual([]);
  });
});
