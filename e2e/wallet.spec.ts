import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { expect, type Page, test } from '@playwright/test';
import { createApiKeyStamper, createSignedApiClient, createTransport } from 'embedded-wallet-kit';
import {
  addDevWallet,
  type DevWallet,
  patchProxyConfig,
  readDevInfo,
} from 'embedded-wallet-kit-sandbox/testing';
import { expectModalAccessible, expectSignedIn, logOut, openModal } from './support/demo.js';
import { CORE_ENTRY_URL, fetches, WALLET_SCREEN } from './support/demoBuild.js';

/**
 * External-wallet login in real Chromium: the dev wallet (an EIP-1193 provider announced over
 * EIP-6963 and a wallet-standard Solana wallet, keys held by this test) signs the requests the
 * kit sends to the sandbox.
 */
async function pickWallet(page: Page, chain: 'Ethereum' | 'Solana') {
  const modal = await openModal(page);
  await modal.getByRole('button', { name: 'Continue with a wallet' }).click();
  await expect(modal.getByRole('heading', { name: 'Choose a wallet' })).toBeVisible();
  await modal.getByRole('button', { name: `Dev Wallet on ${chain}` }).click();
  return modal;
}

async function walletShown(page: Page, address: string) {
  await expect(page.getByTestId('session-external-wallet')).toContainText(address);
}

for (const chain of ['Ethereum', 'Solana'] as const) {
  test(`${chain}: signs up, logs out, logs in again with the same wallet`, async ({ page }) => {
    const wallet: DevWallet = await addDevWallet(page);
    const account = chain === 'Ethereum' ? wallet.ethereum : wallet.solana;
    await page.goto('/');
    await pickWallet(page, chain);
    const first = await expectSignedIn(page);
    await expect(
      page.getByRole('heading', { name: 'Signed in: your new wallet is ready' }),
    ).toBeVisible();
    await walletShown(page, account.address);
    if (chain === 'Ethereum') expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    else expect(account.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    await logOut(page);
    await pickWallet(page, chain);
    const second = await expectSignedIn(page);
    expect(second).toEqual(first);
    await walletShown(page, account.address);
    // What the wallet was asked: connect, (Ethereum: one key proof), one signature per login.
    expect(wallet.log.filter((e) => /sign/i.test(e.request.method))).toHaveLength(
      chain === 'Ethereum' ? 3 : 2,
    );
  });
}

test('a rejected signature is USER_CANCELLED and leaves the modal usable', async ({ page }) => {
  const wallet = await addDevWallet(page);
  await page.goto('/?closeOnSuccess=off');
  wallet.rejectNext();
  const modal = await pickWallet(page, 'Solana');
  await expect(modal.getByRole('status')).toHaveText('You declined the request in Dev Wallet.');
  await expect(modal.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expectModalAccessible(page, 'wallet rejected');
  expect(wallet.log.at(-1)).toMatchObject({ request: { method: 'signMessage' }, rejected: true });

  // The same rejection through the public core flow, in this page, reports USER_CANCELLED.
  wallet.rejectNext();
  const code = await page.evaluate(async (entry) => {
    const { createWalletKit, loginWithWallet } = (await import(
      /* @vite-ignore */ entry
    )) as typeof import('../src/core/index.js');
    const info = await (await fetch('/__dev/info')).json();
    const kit = createWalletKit(info);
    try {
      await loginWithWallet(kit, { wallet: 'solana' });
      return 'signed in';
    } catch (error) {
      return (error as { code?: string }).code;
    } finally {
      kit.destroy();
    }
  }, CORE_ENTRY_URL);
  expect(code).toBe('USER_CANCELLED');

  // Keyboard: Enter on "Try again" signs in.
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('heading', { name: 'You’re signed in' })).toBeVisible();
  await expectModalAccessible(page, 'wallet success');
});

/** A P-256 key pair of the test's own (a squatter's), hex. */
function p256Key(): { publicKey: string; privateKey: string } {
  const secret = p256.utils.randomSecretKey();
  return { privateKey: bytesToHex(secret), publicKey: bytesToHex(p256.getPublicKey(secret, true)) };
}

/**
 * The wallet squat: someone who knows only a wallet's public key (an Ethereum key is recovered
 * from any transaction its address sent) signs it up beside a 60-second key of their own, uses
 * that key once for a session and keeps renewing it, waiting for the wallet's owner. The demo's
 * sandbox refuses the signup (no proof of possession); a service that takes it (as the
 * production service does) gets an account that the kit, through the modal, refuses to enter.
 */
test('a squat with the wallet public key: the sandbox refuses it; through the modal, the kit refuses its account', async ({
  page,
  baseURL,
}) => {
  const wallet = await addDevWallet(page);
  const info = await readDevInfo(baseURL as string);
  const short = p256Key();
  const squat = JSON.stringify({
    apiKeys: [
      {
        apiKeyName: `wallet-auth:${wallet.ethereum.publicKey}`,
        publicKey: wallet.ethereum.publicKey,
        curveType: 'API_KEY_CURVE_SECP256K1',
      },
      // Named as the kit names its own signup key: names prove nothing.
      {
        apiKeyName: 'proof-check-1',
        publicKey: short.publicKey,
        curveType: 'API_KEY_CURVE_P256',
        expirationSeconds: '60',
      },
    ],
    authenticators: [],
    oauthProviders: [],
  });
  const signUp = () =>
    fetch(`${info.authProxyUrl}/v1/signup_v2`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Auth-Proxy-Config-ID': info.authProxyConfigId,
      },
      body: squat,
    });
  // The sandbox as it starts: no proof of possession, no wallet signup.
  expect((await signUp()).status).toBe(401);

  // A service that takes it: the squatter's short key logs in once, its session renews itself,
  // and the short key is gone (deleted here, expired a minute later anyway).
  await patchProxyConfig(baseURL as string, { requireWalletProof: false });
  let organizationId: string;
  try {
    const created = await signUp();
    expect(created.status).toBe(200);
    ({ organizationId } = (await created.json()) as { organizationId: string });
  } finally {
    await patchProxyConfig(baseURL as string, { requireWalletProof: true });
  }
  const api = (key: { publicKey: string; privateKey: string }) =>
    createSignedApiClient({
      baseUrl: info.baseUrl,
      transport: createTransport(),
      stamper: createApiKeyStamper(key),
    });
  const [first, renewed] = [p256Key(), p256Key()];
  await api(short).stampLogin({ publicKey: first.publicKey }, { organizationId });
  await api(first).stampLogin({ publicKey: renewed.publicKey }, { organizationId });
  const { userId } = await api(renewed).whoami({ organizationId });
  const { user } = await api(renewed).getUser({ organizationId, userId });
  const shortKey = user.apiKeys.find((k) => k.credential.publicKey === short.publicKey);
  await api(renewed).deleteApiKeys(
    { userId, apiKeyIds: [shortKey?.apiKeyId ?? ''] },
    { organizationId },
  );

  // The wallet's owner, through the modal (the demo keeping the kit's default rule for wallet
  // logins, walletGuard=on): not signed in, and told why and what to do.
  await page.goto('/?closeOnSuccess=off&walletGuard=on');
  const modal = await pickWallet(page, 'Ethereum');
  await expect(modal.getByRole('alert')).toContainText(
    'this wallet’s account is open in a session that this browser didn’t start',
  );
  await expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectModalAccessible(page, 'wallet account in use');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 820 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.screenshot({ path: `e2e/screenshots/modal-wallet-in-use-${width}-${scheme}.png` });
    }
  }
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test.describe('the wallet toggle', () => {
  test.afterEach(async ({ baseURL }) => {
    await patchProxyConfig(baseURL as string, { methods: { wallet: true } });
  });

  test('off hides the wallet option', async ({ page, baseURL }) => {
    // The wallet screen is a chunk of its own (the dev server serves it as its own module):
    // fetched on the intent to take it (the pointer over the button), never when not offered.
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (fetches(request.url(), WALLET_SCREEN)) fetched.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => fetched.length).toBe(0);
    let modal = await openModal(page);
    const walletButton = modal.getByRole('button', { name: 'Continue with a wallet' });
    await expect(walletButton).toBeVisible();
    expect(fetched).toEqual([]);
    await walletButton.hover();
    await expect.poll(() => fetched.length).toBe(1);
    await expectModalAccessible(page, 'methods with wallets');
    await patchProxyConfig(baseURL as string, { methods: { wallet: false } });
    await page.reload();
    fetched.length = 0;
    modal = await openModal(page);
    await expect(modal.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continue with a wallet' })).toHaveCount(0);
    expect(fetched).toEqual([]);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshots of the wallet screen, ${scheme}`, async ({ page }) => {
    const wallet = await addDevWallet(page);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 900, height: 820 });
    await page.goto('/');
    const modal = await openModal(page);
    await page.screenshot({ path: `e2e/screenshots/modal-methods-wallet-${scheme}.png` });
    await modal.getByRole('button', { name: 'Continue with a wallet' }).click();
    await expect(modal.getByRole('button', { name: 'Dev Wallet on Solana' })).toBeVisible();
    await expectModalAccessible(page, `wallets, ${scheme}`);
    await page.screenshot({ path: `e2e/screenshots/modal-wallets-${scheme}.png` });
    wallet.rejectNext();
    await modal.getByRole('button', { name: 'Dev Wallet on Ethereum' }).click();
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.screenshot({ path: `e2e/screenshots/modal-wallet-rejected-${scheme}.png` });
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expectSignedIn(page);
    await walletShown(page, wallet.ethereum.address);
    await page.screenshot({ path: `e2e/screenshots/demo-session-wallet-${scheme}.png` });
  });
}
