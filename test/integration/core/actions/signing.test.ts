/**
 * Typed data and transactions signed by an embedded wallet against an in-process sandbox, each
 * result checked by an independent parser: viem verifies the typed data under the account's
 * address (and refuses it for another), parses each signed Ethereum transaction and recovers its
 * sender; @solana/kit verifies the Solana signature. And the confirmation: what it shows, a
 * rejection (`USER_CANCELLED`, EIP-1193's 4001), no confirmer, `confirm: false`.
 */
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import {
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  serializeTransaction,
  type TransactionSerializable,
  verifyTypedData,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_ACCOUNTS } from '../../../../src/core/actions/importWallet.js';
import { initOtp } from '../../../../src/core/actions/initOtp.js';
import { listEmbeddedWallets } from '../../../../src/core/actions/listEmbeddedWallets.js';
import { signMessage } from '../../../../src/core/actions/signMessage.js';
import { signTransaction } from '../../../../src/core/actions/signTransaction.js';
import { signTypedData } from '../../../../src/core/actions/signTypedData.js';
import { verifyOtp } from '../../../../src/core/actions/verifyOtp.js';
import { setSigningConfirmer } from '../../../../src/core/signing/signingConfirmers.js';
import type { SigningRequest } from '../../../../src/core/signing/signingRequest.js';
import type { WalletKit } from '../../../../src/core/walletKit.js';
import type { WalletAccount } from '../../../../src/protocol/records.js';
import { kitFor, readOtpCode, type Sandbox, startSandbox } from '../../../support/sandboxKit.js';

let sandbox: Sandbox;
let kit: WalletKit;
let eth: WalletAccount;
let sol: WalletAccount;
/** What the confirmer was asked, and what it answers next. */
const asked: SigningRequest[] = [];
let answer: 'approve' | 'reject' = 'approve';

beforeAll(async () => {
  sandbox = await startSandbox();
  kit = kitFor(sandbox, {
    chains: [{ caip2: 'eip155:31337', name: 'Local chain', rpcUrl: 'http://127.0.0.1:1' }],
  });
  setSigningConfirmer(kit, async (request) => {
    asked.push(request);
    return answer;
  });
  const email = `typed.${Date.now()}@example.com`;
  const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email });
  await verifyOtp(kit, {
    handle,
    code: await readOtpCode(sandbox, email),
    signup: { wallet: { walletName: 'Main', accounts: DEFAULT_IMPORT_ACCOUNTS } },
  });
  const accounts = (await listEmbeddedWallets(kit))[0]?.accounts ?? [];
  eth = accounts.find((a) => a.addressFormat === 'ADDRESS_FORMAT_ETHEREUM') as WalletAccount;
  sol = accounts.find((a) => a.addressFormat === 'ADDRESS_FORMAT_SOLANA') as WalletAccount;
});
afterAll(async () => {
  kit.destroy();
  await sandbox.close();
});

const permit = {
  domain: {
    name: 'USD Coin',
    version: '2',
    chainId: 31337n,
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
    owner: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
    spender: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB',
    value: 1_000_000n,
    nonce: 0n,
    deadline: 1_900_000_000n,
  },
} as const;

describe('signTypedData', () => {
  it('signs EIP-2612 typed data viem verifies under the address, and not under another', async () => {
    asked.length = 0;
    const signed = await signTypedData(kit, { account: eth, typedData: permit });
    const address = eth.address as Hex;
    expect(await verifyTypedData({ ...permit, address, signature: signed.signature as Hex })).toBe(
      true,
    );
    const other = '0x5bFb64f69E0950f676C4b935Fe1D9603eC1d35E9';
    expect(
      await verifyTypedData({ ...permit, address: other, signature: signed.signature as Hex }),
    ).toBe(false);
    expect(asked).toEqual([
      {
        kind: 'typedData',
        account: eth,
        domain: {
          name: 'USD Coin',
          version: '2',
          chainId: '31337',
          verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
        },
        primaryType: 'Permit',
        fields: [
          { name: 'owner', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826', depth: 0 },
          { name: 'spender', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', depth: 0 },
          { name: 'value', value: '1000000', depth: 0 },
          { name: 'nonce', value: '0', depth: 0 },
          { name: 'deadline', value: '1900000000', depth: 0 },
        ],
      },
    ]);
  });

  it('a rejection is USER_CANCELLED and signs nothing; no confirmer is CONFIRMATION_UNAVAILABLE', async () => {
    answer = 'reject';
    try {
      await expect(signTypedData(kit, { account: eth, typedData: permit })).rejects.toMatchObject({
        code: 'USER_CANCELLED',
        details: { reason: 'REJECTED', kind: 'typedData' },
      });
    } finally {
      answer = 'approve';
    }
    const bare = kitFor(sandbox);
    try {
      await expect(signMessage(bare, { message: 'x', account: eth })).rejects.toMatchObject({
        code: 'CONFIRMATION_UNAVAILABLE',
      });
    } finally {
      bare.destroy();
    }
    // `confirm: false`: the app confirmed itself; nothing is asked.
    asked.length = 0;
    await signTypedData(kit, { account: eth, typedData: permit, confirm: false });
    expect(asked).toEqual([]);
  });

  it('shows a message as text, or as hex when it is not text', async () => {
    asked.length = 0;
    await signMessage(kit, { message: 'Sign in to Example', account: eth });
    await signMessage(kit, { message: new Uint8Array([0xde, 0xad, 0x00]), account: eth });
    expect(asked.map((r) => (r.kind === 'message' ? [r.text, r.hex] : r.kind))).toEqual([
      ['Sign in to Example', '0x5369676e20696e20746f204578616d706c65'],
      [undefined, '0xdead00'],
    ]);
  });
});

describe('signTransaction (Ethereum)', () => {
  const to = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  const transactions: TransactionSerializable[] = [
    {
      type: 'legacy',
      chainId: 31337,
      nonce: 1,
      gasPrice: 10n ** 9n,
      gas: 21_000n,
      to,
      value: 10n ** 16n,
    },
    {
      type: 'eip2930',
      chainId: 31337,
      nonce: 2,
      gasPrice: 10n ** 9n,
      gas: 50_000n,
      to,
      value: 0n,
      data: '0xa9059cbb',
      accessList: [],
    },
    {
      type: 'eip1559',
      chainId: 31337,
      nonce: 3,
      maxFeePerGas: 3n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
      gas: 21_000n,
      to,
      value: 25n * 10n ** 15n,
    },
  ];

  it('signs each type; viem parses it and recovers the account as its sender', async () => {
    for (const tx of transactions) {
      asked.length = 0;
      const { signedTransaction } = await signTransaction(kit, {
        account: eth,
        unsignedTransaction: serializeTransaction(tx),
      });
      const parsed = parseTransaction(signedTransaction as Hex);
      expect(parsed.type).toBe(tx.type);
      expect(parsed.value ?? 0n).toBe(tx.value);
      expect(
        (
          await recoverTransactionAddress({ serializedTransaction: signedTransaction as never })
        ).toLowerCase(),
      ).toBe(eth.address.toLowerCase());
      expect(asked[0]).toMatchObject({
        kind: 'transaction',
        send: false,
        chain: { caip2: 'eip155:31337', name: 'Local chain' },
        to,
      });
    }
  });

  it('shows the amount in ETH, a contract call with its data size, and the fee cap', async () => {
    asked.length = 0;
    for (const tx of transactions) {
      await signTransaction(kit, { account: eth, unsignedTransaction: serializeTransaction(tx) });
    }
    expect(
      asked.map((r) => r.kind === 'transaction' && [r.amount.value, r.call, r.maxFee?.value]),
    ).toEqual([
      ['0.01', undefined, '0.000021'],
      ['0', { dataBytes: 4 }, '0.00005'],
      ['0.025', undefined, '0.000063'],
    ]);
  });

  it('refuses bytes that are no unsigned transaction before asking anyone', async () => {
    asked.length = 0;
    for (const unsignedTransaction of ['0x05c0', '0xc3010203', 'zz']) {
      await expect(
        signTransaction(kit, { account: eth, unsignedTransaction }),
      ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    }
    expect(asked).toEqual([]);
  });
});

describe('signTransaction (Solana)', () => {
  it('signs a transfer @solana/kit verifies; the confirmation shows recipient and SOL', async () => {
    const from = address(sol.address);
    const to = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
    const data = new Uint8Array(12);
    const view = new DataView(data.buffer);
    view.setUint32(0, 2, true);
    view.setBigUint64(4, 1_500_000_000n, true);
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(from, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'),
            lastValidBlockHeight: 100n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('11111111111111111111111111111111'),
            accounts: [
              { address: from, role: AccountRole.WRITABLE_SIGNER },
              { address: to, role: AccountRole.WRITABLE },
            ],
            data,
          },
          m,
        ),
    );
    const unsigned = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
    asked.length = 0;
    const signed = await signTransaction(kit, {
      account: sol,
      unsignedTransaction: unsigned,
      chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    const decoded = getTransactionDecoder().decode(signed.bytes);
    const signature = decoded.signatures[from];
    expect(signature).toBeTruthy();
    const key = await getPublicKeyFromAddress(from);
    expect(await verifySignature(key, signature!, decoded.messageBytes)).toBe(true);
    expect(
      await verifySignature(key, signature!, new Uint8Array(decoded.messageBytes).reverse()),
    ).toBe(false);
    expect(asked).toEqual([
      {
        kind: 'transaction',
        account: sol,
        send: false,
        chain: { caip2: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana' },
        to,
        amount: { value: '1.5', symbol: 'SOL' },
      },
    ]);
  });
});
