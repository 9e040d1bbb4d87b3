import {
  createWalletClient,
  http,
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { hardhat } from 'viem/chains';
import { recoverAuthorizationAddress } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViemAccount } from '../../../../src/adapters/viem/toViemAccount.js';
import { type SignedInKit, signedInKit } from '../../../support/signedInKit.js';

let t: SignedInKit;
beforeAll(async () => {
  t = await signedInKit();
});
afterAll(() => t.close());

describe('createViemAccount', () => {
  it('signs a message, typed data, a transaction and an EIP-7702 authorization viem checks', async () => {
    const account = await createViemAccount(t.kit);
    expect(account.address).toBe(t.eth.address);
    // Through a wallet client, as apps use it (it adds types.EIP712Domain, as with any account).
    const wallet = createWalletClient({
      account,
      chain: hardhat,
      transport: http('http://127.0.0.1:1'),
    });
    const message = 'gm';
    expect(
      await verifyMessage({
        address: account.address,
        message,
        signature: await wallet.signMessage({ message }),
      }),
    ).toBe(true);
    const typed = {
      domain: { name: 'Orders', chainId: 31337 },
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { amount: 5n },
    } as const;
    const typedSignature = await wallet.signTypedData(typed);
    expect(
      await verifyTypedData({ ...typed, address: account.address, signature: typedSignature }),
    ).toBe(true);
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId: 31337,
      nonce: 0,
      to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
    });
    expect(parseTransaction(signed).value).toBe(1n);
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(
      account.address,
    );
    const authorization = await account.signAuthorization?.({
      address: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      chainId: 31337,
      nonce: 3,
    });
    expect(await recoverAuthorizationAddress({ authorization: authorization! })).toBe(
      account.address,
    );
    expect(t.asked.map((r) => r.kind)).toEqual([
      'message',
      'typedData',
      'transaction',
      'authorization',
    ]);
    expect(t.asked[3]).toMatchObject({
      address: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      chainId: '31337',
      nonce: '3',
    });
  });
});
