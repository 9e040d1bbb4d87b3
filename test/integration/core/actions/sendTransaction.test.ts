/**
 * `sendTransaction` on a real local chain (Hardhat's network, scripts/devChain.ts) with an
 * in-process sandbox that funds each new embedded Ethereum account there (`chainRpcUrl`): a new
 * user sends test ETH at once; viem reads the receipt (sender, recipient, status) and the
 * balances, independently of the kit.
 */
import { createPublicClient, type Hex, http, parseEther } from 'viem';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, startDevChain } from '../../../../scripts/devChain.js';
import { DEFAULT_IMPORT_ACCOUNTS } from '../../../../src/core/actions/importWallet.js';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { listEmbeddedWallets } from '../../../../src/core/actions/listEmbeddedWallets.js';
import { sendTransaction } from '../../../../src/core/actions/sendTransaction.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { setSigningConfirmer } from '../../../../src/core/signing/signingConfirmers.js';
import type { SigningRequest } from '../../../../src/core/signing/signingRequest.js';
import type { WalletKit } from '../../../../src/core/walletKit.js';
import type { WalletAccount } from '../../../../src/protocol/records.js';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from '../../../support/sandboxKit.js';

let chain: DevChain;
let sandbox: Sandbox;
let kit: WalletKit;
let eth: WalletAccount;
const asked: SigningRequest[] = [];

beforeAll(async () => {
  chain = await startDevChain({ port: 0 });
  sandbox = await startSandbox({ memory: true, chainRpcUrl: chain.rpcUrl });
  kit = kitFor(sandbox, {
    chains: [{ caip2: 'eip155:31337', name: 'Local chain', rpcUrl: chain.rpcUrl }],
  });
  setSigningConfirmer(kit, async (request) => {
    asked.push(request);
    return 'approve';
  });
  const email = `sender.${Date.now()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, {
    handle,
    code: await readOtpCode(sandbox, email),
    signup: { wallet: { walletName: 'Main', accounts: DEFAULT_IMPORT_ACCOUNTS } },
  });
  const accounts = (await listEmbeddedWallets(kit))[0]?.accounts ?? [];
  eth = accounts.find((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM') as WalletAccount;
}, 60_000);
afterAll(async () => {
  kit?.destroy();
  await sandbox?.close();
  await chain?.close();
});

describe('sendTransaction on a local chain', () => {
  it('a new account is funded at signup, sends test ETH, and the receipt shows sender and amount', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(chain.rpcUrl) });
    const from = eth.address as Hex;
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(await client.getBalance({ address: from })).toBe(parseEther('10'));
    const before = await client.getBalance({ address: to });

    const sent = await sendTransaction(kit, {
      account: eth,
      chain: 'eip155:31337',
      to,
      value: parseEther('0.25'),
    });
    const receipt = await client.waitForTransactionReceipt({ hash: sent.hash as Hex });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase());
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase());
    const tx = await client.getTransaction({ hash: sent.hash as Hex });
    expect(tx.value).toBe(parseEther('0.25'));
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.25'));
    expect(asked).toEqual([
      expect.objectContaining({
        kind: 'transaction',
        send: true,
        chain: { caip2: 'eip155:31337', name: 'Local chain' },
        to: to.toLowerCase(),
        amount: { value: '0.25', symbol: 'ETH' },
        maxFee: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ]);
  });

  it('a chain that is not configured is CHAIN_NOT_CONFIGURED; a refused broadcast is CHAIN_RPC_ERROR', async () => {
    await expect(
      sendTransaction(kit, { account: eth, chain: 'eip155:1', to: eth.address, value: 1n }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_CONFIGURED' });
    await expect(
      sendTransaction(kit, {
        account: eth,
        chain: 'eip155:31337',
        to: eth.address,
        value: parseEther('1000'),
      }),
    ).rejects.toMatchObject({ code: 'CHAIN_RPC_ERROR' });
  });
});
