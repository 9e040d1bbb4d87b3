import { expect, type Page, test } from '@playwright/test';
import { createPublicClient, type Hex, http, parseEther, verifyTypedData } from 'viem';
import { watchProblems } from './support/accountCenter.js';
import { expectModalAccessible, modalOf, signInWithEmail, uniqueEmail } from './support/demo.js';

/**
 * The embedded wallet through wagmi in the demo (its wagmi panel, `embedded-wallet-kit/wagmi`),
 * on the local chain `npm run demo` starts (Hardhat's network), where the sandbox funded the new
 * account: connect, the balance, send test ETH with the kit's confirmation screen, the hash and
 * the receipt (read again here with viem, from the chain itself), a permit signed and verified,
 * a rejection reported as EIP-1193's 4001. No failed request, no console warning.
 */

/** The confirmation dialog, photographed in both themes at both widths and checked by axe. */
async function checkConfirmation(
  page: Page,
  name: string,
  variants: readonly (readonly [number, 'light' | 'dark'])[],
): Promise<void> {
  for (const [width, scheme] of variants) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expectModalAccessible(page, `confirmation: ${name}, ${scheme}, ${width} px`);
    await page.screenshot({ path: `e2e/screenshots/confirm-${name}-${width}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('wagmi: connect, balance, send with the confirmation, receipt; a permit signed and verified; a rejection is 4001', async ({
  page,
  context,
}, info) => {
  // A signup, eight views of the confirmation checked by axe, a send and two signatures.
  test.setTimeout(150_000);
  const problems = watchProblems(context);
  const devInfo = (await (await page.request.get('/__dev/info')).json()) as {
    chain: { rpcUrl: string; chainId: number };
  };
  const chain = createPublicClient({ transport: http(devInfo.chain.rpcUrl) });
  await page.goto('/');
  await signInWithEmail(page, uniqueEmail(info, 'wagmi'));

  const panel = page.getByRole('region', { name: 'wagmi on a local chain' });
  await panel.getByRole('button', { name: 'Connect the embedded wallet' }).click();
  const address = (await panel.getByTestId('wagmi-address').textContent()) as Hex;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // The sandbox funded the new account on the chain at signup.
  await expect(panel.getByTestId('wagmi-balance')).toHaveText('10 ETH');

  // Send: the kit's confirmation names the chain, the recipient and the amount first.
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const before = await chain.getBalance({ address: recipient });
  await panel.getByLabel('Amount (ETH)').fill('0.25');
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = modalOf(page);
  await expect(dialog.getByRole('heading', { name: 'Send this transaction?' })).toBeVisible();
  for (const shown of ['Local chain', recipient.toLowerCase(), '0.25 ETH', address]) {
    await expect(dialog).toContainText(shown);
  }
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused();
  await checkConfirmation(page, 'send', [
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ]);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
  const hash = (await panel.getByTestId('wagmi-hash').textContent()) as Hex;
  await expect(panel.getByTestId('wagmi-receipt')).toContainText(`success in block`);
  const receipt = await chain.getTransactionReceipt({ hash });
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
  expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase());
  expect((await chain.getTransaction({ hash })).value).toBe(parseEther('0.25'));
  expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.25'));
  await expect(panel.getByTestId('wagmi-recipient-balance')).toHaveText(
    `${Number(before + parseEther('0.25')) / 1e18} ETH`,
  );
  await expect(panel.getByTestId('wagmi-balance')).not.toHaveText('10 ETH');

  // Typed data: the domain and the fields, then a signature that verifies for the address.
  await panel.getByRole('button', { name: 'Sign a permit (EIP-712)' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign this request?' })).toBeVisible();
  for (const shown of ['Demo Token (1)', 'Details (Permit)', 'spender', '100000000000000000000']) {
    await expect(dialog).toContainText(shown);
  }
  await checkConfirmation(page, 'typed-data', [
    [1280, 'dark'],
    [390, 'light'],
  ]);
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(panel.getByTestId('wagmi-typed-verified')).toHaveText(
    'Signature verified for this address',
  );
  const signature = (await panel.locator('[role=status] code').textContent()) as Hex;
  const permit = {
    domain: {
      name: 'Demo Token',
      version: '1',
      chainId: devInfo.chain.chainId,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: {
      owner: address,
      spender: recipient,
      value: parseEther('100'),
      nonce: 0n,
      deadline: 1_900_000_000n,
    },
  } as const;
  expect(await verifyTypedData({ ...permit, address, signature })).toBe(true);
  expect(await verifyTypedData({ ...permit, address: recipient, signature })).toBe(false);

  // Rejecting the confirmation: wagmi reports EIP-1193's 4001.
  await panel.getByRole('button', { name: 'Sign a permit (EIP-712)' }).click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(panel.getByRole('alert')).toContainText('(4001)');
  await panel.screenshot({ path: 'e2e/screenshots/wagmi-panel-1280-light.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await panel.screenshot({ path: 'e2e/screenshots/wagmi-panel-390-dark.png' });
  expect(problems).toEqual([]);
});
