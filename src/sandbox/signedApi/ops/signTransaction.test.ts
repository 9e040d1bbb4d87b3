import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import {
  parseTransaction,
  recoverTransactionAddress,
  serializeTransaction,
  type TransactionSerializable,
  type TransactionSerialized,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  createTestSandbox,
  errorFields,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

/**
 * Each signed transaction is checked with an independent library: viem parses it and recovers
 * its sender, which must be the seeded account's address; a Solana signature must verify under
 * the base58 address itself.
 */
let sandbox: Sandbox;
let ethAddress: string;
let solAddress: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  [ethAddress, solAddress] = sandbox.bootstrap.seed.walletAddresses as [string, string];
});
afterAll(() => sandbox.close());

const signTx = (parameters: Record<string, unknown>) =>
  submit(sandbox, 'sign_transaction', parameters as never);

const to = `0x${'ab'.repeat(20)}` as const;
const ETHEREUM: [string, TransactionSerializable][] = [
  [
    'an EIP-1559',
    {
      type: 'eip1559',
      chainId: 8453,
      nonce: 7,
      to,
      value: 10n ** 15n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000n,
      gas: 21_000n,
      data: '0xdeadbeef',
    },
  ],
  [
    'an EIP-2930',
    {
      type: 'eip2930',
      chainId: 1,
      nonce: 0,
      to,
      gasPrice: 20_000_000_000n,
      gas: 50_000n,
      accessList: [{ address: to, storageKeys: [`0x${'00'.repeat(31)}01`] }],
    },
  ],
  [
    'a legacy (EIP-155)',
    { type: 'legacy', chainId: 137, nonce: 300, to, gasPrice: 1n, gas: 21_000n },
  ],
];

describe('sign_transaction', () => {
  it.each(ETHEREUM)(
    'signs %s transaction as viem serializes it; the sender recovers to the account',
    async (_, tx) => {
      const unsignedTransaction = serializeTransaction(tx);
      const parameters = {
        signWith: ethAddress,
        unsignedTransaction,
        type: 'TRANSACTION_TYPE_ETHEREUM',
      };
      const out = await signTx(parameters);
      expect(out.status).toBe(200);
      expect(activityShapeIssues(out.response, 'sign_transaction', parameters)).toEqual([]);
      expect(out.response!.activity.type).toBe('ACTIVITY_TYPE_SIGN_TRANSACTION_V2');
      expect(Object.keys(out.response!.activity.intent)).toEqual(['signTransactionIntentV2']);
      const signed = out.result!.signedTransaction;
      // Hex without 0x: @turnkey/core prefixes it before broadcasting.
      expect(signed).toMatch(/^[0-9a-f]+$/);
      const serializedTransaction = `0x${signed}` as TransactionSerialized;
      expect(await recoverTransactionAddress({ serializedTransaction })).toBe(ethAddress);
      const parsed = parseTransaction(serializedTransaction);
      const { r, s, v, yParity, ...fields } = parsed;
      expect(r).toMatch(/^0x/);
      expect({ ...fields, type: tx.type }).toEqual(parseTransaction(unsignedTransaction));
      // Low s (EIP-2), as nodes require.
      expect(
        BigInt(s!) <= 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n,
      ).toBe(true);
      if (tx.type === 'legacy') expect([137n * 2n + 35n, 137n * 2n + 36n]).toContain(v);
      else expect([0, 1]).toContain(yParity);
    },
  );

  it('takes the hex without 0x as well, and answers the same signature (RFC 6979)', async () => {
    const [, tx] = ETHEREUM[0]!;
    const unsigned = serializeTransaction(tx);
    const withPrefix = await signTx({
      signWith: ethAddress,
      unsignedTransaction: unsigned,
      type: 'TRANSACTION_TYPE_ETHEREUM',
    });
    const without = await signTx({
      signWith: ethAddress,
      unsignedTransaction: unsigned.slice(2),
      type: 'TRANSACTION_TYPE_ETHEREUM',
    });
    expect(without.result).toEqual(withPrefix.result);
  });

  it("signs a Solana transaction in the signer's own slot, leaving every other byte as sent", async () => {
    const other = ed25519.utils.randomSecretKey();
    const otherKey = ed25519.getPublicKey(other);
    const signer = base58.decode(solAddress);
    // A legacy message: 2 required signers (the other key first), 1 program, a blockhash and
    // one instruction; a serialized transaction puts 2 empty signature slots before it.
    const program = new Uint8Array(32).fill(9);
    const message = concatBytes(
      Uint8Array.of(2, 0, 1, 3),
      otherKey,
      signer,
      program,
      new Uint8Array(32).fill(7),
      Uint8Array.of(1, 2, 2, 0, 1, 1, 0xaa),
    );
    const unsigned = concatBytes(Uint8Array.of(2), new Uint8Array(128), message);
    for (const tx of [
      unsigned,
      concatBytes(
        Uint8Array.of(2),
        new Uint8Array(128),
        Uint8Array.of(0x80),
        message,
        Uint8Array.of(0),
      ),
    ]) {
      const out = await signTx({
        signWith: solAddress,
        unsignedTransaction: bytesToHex(tx),
        type: 'TRANSACTION_TYPE_SOLANA',
      });
      expect(out.status).toBe(200);
      const signed = hexToBytes(out.result!.signedTransaction);
      const signedMessage = tx.subarray(129);
      expect(ed25519.verify(signed.subarray(65, 129), signedMessage, signer)).toBe(true);
      expect(signed.subarray(0, 65)).toEqual(tx.subarray(0, 65));
      expect(signed.subarray(129)).toEqual(signedMessage);
    }
  });

  it('refuses what it cannot sign honestly, naming the field', async () => {
    const [, tx] = ETHEREUM[0]!;
    const unsigned = serializeTransaction(tx);
    const signedAlready = serializeTransaction(tx, {
      r: `0x${'11'.repeat(32)}`,
      s: `0x${'22'.repeat(32)}`,
      yParity: 0,
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ unsignedTransaction: 'zz' }, 400, 'parameters.unsignedTransaction'],
      [{ unsignedTransaction: signedAlready }, 400, 'parameters.unsignedTransaction'],
      // 0x81 0x05 wraps a byte that must stand alone: not the one encoding of the transaction.
      [{ unsignedTransaction: '02c60180018105' }, 400, 'parameters.unsignedTransaction'],
      [{ unsignedTransaction: '05c0' }, 400, 'parameters.unsignedTransaction'],
      [{ unsignedTransaction: unsigned, signWith: solAddress }, 400, 'parameters.type'],
      [{ unsignedTransaction: '00', type: 'TRANSACTION_TYPE_SOLANA' }, 400, 'parameters.type'],
      [{ unsignedTransaction: unsigned, type: 'TRANSACTION_TYPE_TRON' }, 501, 'parameters.type'],
      [{ signWith: `0x${'12'.repeat(20)}` }, 404, 'parameters.signWith'],
    ];
    for (const [overrides, status, field] of cases) {
      const out = await signTx({
        signWith: ethAddress,
        unsignedTransaction: unsigned,
        type: 'TRANSACTION_TYPE_ETHEREUM',
        ...overrides,
      });
      expect(out.status, JSON.stringify(overrides)).toBe(status);
      expect(errorFields(out)).toEqual([field]);
    }
    const solana = await signTx({
      signWith: solAddress,
      unsignedTransaction: `01${'00'.repeat(64)}01000103`,
      type: 'TRANSACTION_TYPE_SOLANA',
    });
    expect(solana.status).toBe(400);
    expect(solana.error?.message).toContain('account keys');
  });
});
