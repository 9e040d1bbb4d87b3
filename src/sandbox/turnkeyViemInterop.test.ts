/**
 * The production service's own viem account (`@turnkey/viem`) signs on the sandbox unchanged,
 * over HTTP with its own client (`@turnkey/http`'s `TurnkeyClient`, stamped by
 * `@turnkey/api-key-stamper`): typed data (`PAYLOAD_ENCODING_EIP712`, the JSON of viem's
 * `serializeTypedData`), an EIP-7702 authorization, a message and a transaction, each checked by
 * viem under the wallet account's address.
 */
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { createAccount } from '@turnkey/viem';
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
import { type RunningSandbox, startSandbox } from './startSandbox.js';

let running: RunningSandbox;
let account: Awaited<ReturnType<typeof createAccount>>;

beforeAll(async () => {
  running = await startSandbox({ port: 0, memory: true, frame: false });
  const { bootstrap } = running;
  const client = new TurnkeyClient(
    { baseUrl: running.url },
    new ApiKeyStamper({
      apiPublicKey: bootstrap.apiKey.publicKey,
      apiPrivateKey: bootstrap.apiKey.privateKey,
    }),
  );
  account = await createAccount({
    client,
    organizationId: bootstrap.organizationId,
    signWith: bootstrap.seed.walletAddresses[0] as string,
  });
});
afterAll(() => running.close());

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

describe('@turnkey/viem on the sandbox', () => {
  it('signs typed data through a viem wallet client (PAYLOAD_ENCODING_EIP712)', async () => {
    // The wallet client adds `types.EIP712Domain` before the account serializes the JSON.
    const wallet = createWalletClient({
      account,
      chain: hardhat,
      transport: http('http://127.0.0.1:1'),
    });
    const signature = await wallet.signTypedData(mail);
    expect(await verifyTypedData({ ...mail, address: account.address, signature })).toBe(true);
    expect(
      await verifyTypedData({
        ...mail,
        address: '0x5bFb64f69E0950f676C4b935Fe1D9603eC1d35E9',
        signature,
      }),
    ).toBe(false);
  });

  it('signs an EIP-7702 authorization, a message and a transaction', async () => {
    const contract = '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC';
    const authorization = await account.signAuthorization?.({
      address: contract,
      chainId: 31337,
      nonce: 7,
    });
    expect(await recoverAuthorizationAddress({ authorization: authorization! })).toBe(
      account.address,
    );
    const message = 'gm from the sandbox';
    const signature = await account.signMessage({ message });
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId: 31337,
      nonce: 0,
      to: contract,
      value: 10n ** 15n,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000n,
    });
    expect(parseTransaction(signed).value).toBe(10n ** 15n);
    expect(await recoverTransactionAddress({ serializedTransaction: signed as never })).toBe(
      account.address,
    );
  });
});
