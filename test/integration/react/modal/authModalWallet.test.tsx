// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../../src/core/index.js';
import { useSession } from '../../../../src/react/hooks/useSession.js';
import { LoginButton } from '../../../../src/react/modal/loginButton.js';
import { walletPanelChunk } from '../../../../src/react/modal/walletPanelChunk.js';
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
  // The dev wallet in this page, as `addDevWallet` installs it in a Playwright page.
  const win = window as unknown as DevWalletWindow;
  win.__devWallet = async (request: Parameters<typeof signer.answer>[0]) => signer.answer(request);
  installDevWallet(
    {
      bridge: '__devWallet',
      name: 'Dev Wallet',
      icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      rdns: 'dev.test',
      uuid: 'b1a1a1a1-0000-4000-8000-000000000002',
      solana: signer.solana,
    },
    win,
  );
});
afterEach(cleanup);
afterAll(() => h.close());

const heading = (name: string) => screen.findByRole('heading', { name });

async function expectNoAxeViolations(node: Element) {
  // Colour contrast needs real layout (Playwright's axe run in Chromium covers it).
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

function Status() {
  return <p>{useSession().status}</p>;
}

function renderModal() {
  const results: LoginResult[] = [];
  render(
    <main>
      <LoginButton />
      <Status />
    </main>,
    {
      wrapper: providerWrapper(h.kit(), {
        ui: { closeOnSuccessMs: false },
        onAuthenticationSuccess: (result) => results.push(result),
      }),
    },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return results;
}

describe('<AuthModal> external wallets', () => {
  it('lists the installed wallets with icons, keyboard-first and axe clean', async () => {
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    await heading('Choose a wallet');
    // One wallet of two chains: one entry, its chains under it (shown at once, being the only one).
    const wallet = await screen.findByRole('button', { name: 'Dev Wallet Ethereum · Solana' });
    expect(wallet.getAttribute('aria-expanded')).toBe('true');
    expect(wallet.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(wallet.querySelector('img')?.getAttribute('alt')).toBe('');
    const chains = screen.getByRole('list', { name: 'Dev Wallet networks' });
    expect(
      within(chains)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Dev Wallet on Ethereum', 'Dev Wallet on Solana']);
    await waitFor(() => expect(document.activeElement).toBe(wallet));
    await expectNoAxeViolations(document.body);
    // Back to the methods.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Log in or sign up');
  });

  it('once its chunk has loaded, shows the wallet screen on the click, with no loading state', async () => {
    renderModal();
    const pick = await screen.findByRole('button', {
      name: 'Continue with a wallet',
    });
    await walletPanelChunk.load();
    fireEvent.click(pick);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose a wallet' })).toBeDefined();
    expect(screen.getByRole('dialog').querySelector('.ewk-body [aria-busy]')).not.toBeNull();
  });

  it('after a rejected signature offers to try again, then signs up and logs in', async () => {
    const results = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    signer.rejectNext();
    fireEvent.click(await screen.findByRole('button', { name: 'Dev Wallet on Ethereum' }));
    const notice = await screen.findByText('You declined the request in Dev Wallet.');
    expect(notice.getAttribute('role')).toBe('status');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    await expectNoAxeViolations(document.body);
    fireEvent.click(retry);
    await heading('You’re signed in');
    expect(screen.getByText(/Your account is ready/)).toBeDefined();
    expect(screen.getByText('signedIn')).toBeDefined();
    expect(results[0]).toMatchObject({
      created: true,
      externalWallet: { chain: 'ethereum', address: signer.ethereum.address },
    });
  });

  it('shows the wait while the wallet asks, and logs in with Solana', async () => {
    const results = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dev Wallet on Solana' }));
    const wait = await screen.findByRole('status');
    expect(wait.textContent).toContain('Confirm in Dev Wallet…');
    await heading('You’re signed in');
    expect(results[0]).toMatchObject({
      externalWallet: { chain: 'solana', address: signer.solana.address },
    });
    expect(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Continue',
      }),
    ).toBeDefined();
  });

  // Last: it installs a second wallet in this page.
  it('refuses an account that opens without the wallet too (WALLET_ACCOUNT_SHARED): says so and what to do, offers another wallet, not a retry', async () => {
    const squatted = createDevWalletSigner();
    const win = window as unknown as DevWalletWindow;
    win.__squattedWallet = async (request: Parameters<typeof squatted.answer>[0]) =>
      squatted.answer(request);
    installDevWallet(
      {
        bridge: '__squattedWallet',
        name: 'Squatted Wallet',
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
        rdns: 'squatted.test',
        uuid: 'b1a1a1a1-0000-4000-8000-000000000003',
        solana: squatted.solana,
      },
      win,
    );
    // Someone who knows the wallet's public key signs it up beside a key of their own, on a
    // service that takes a wallet signup without its proof (as the production service does).
    h.sandbox.context.settings.requireWalletProof = false;
    const signup = await h.fetch(`${h.options.authProxyUrl}/v1/signup_v2`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Auth-Proxy-Config-ID': h.options.authProxyConfigId,
      },
      body: JSON.stringify({
        apiKeys: [
          {
            apiKeyName: `wallet-auth:${squatted.ethereum.publicKey}`,
            publicKey: squatted.ethereum.publicKey,
            curveType: 'API_KEY_CURVE_SECP256K1',
          },
          {
            apiKeyName: 'squatter',
            publicKey: '036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296',
            curveType: 'API_KEY_CURVE_P256',
          },
        ],
        authenticators: [],
        oauthProviders: [],
      }),
    });
    h.sandbox.context.settings.requireWalletProof = true;
    expect(signup.status).toBe(200);

    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with a wallet' }));
    // Two wallets: each one's chains show once it is opened.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Squatted Wallet Ethereum · Solana' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Squatted Wallet on Ethereum' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^We didn’t sign you in: the account linked to this wallet can also be opened without it/,
    );
    expect(alert.textContent).toContain('contact the app’s support');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const other = screen.getByRole('button', { name: 'Use another wallet' });
    await waitFor(() => expect(document.activeElement).toBe(other));
    expect(screen.getByText('signedOut')).toBeDefined();
    await expectNoAxeViolations(document.body);
    fireEvent.click(other);
    await screen.findByRole('button', { name: 'Dev Wallet Ethereum · Solana' });
  });
});
