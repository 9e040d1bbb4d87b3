import { ed25519 } from '@noble/curves/ed25519.js';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  createTransactionMessage,
  getAddressEncoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  verifySignature,
} from '@solana/kit';
import type { Wallet } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaSigner } from '../../../../src/adapters/solana/createSolanaSigner.js';
import {
  createSolanaWallet,
  registerWallet,
} from '../../../../src/adapters/solana/createSolanaWallet.js';
import { type SignedInKit, signedInKit } from '../../../support/signedInKit.js';

let t: SignedInKit;
beforeAll(async () => {
  t = await signedInKit();
});
afterAll(() => t.close());

describe('createSolanaSigner', () => {
  it('signs a transaction message with @solana/kit signers; the signature verifies', async () => {
    const signer = await createSolanaSigner(t.kit);
    const data = new Uint8Array(12);
    new DataView(data.buffer).setUint32(0, 2, true);
    new DataView(data.buffer).setBigUint64(4, 5_000n, true);
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'),
            lastValidBlockHeight: 9n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('11111111111111111111111111111111'),
            accounts: [
              { address: signer.address, role: AccountRole.WRITABLE_SIGNER },
              {
                address: address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
                role: AccountRole.WRITABLE,
              },
            ],
            data,
          },
          m,
        ),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const decoded = getTransactionDecoder().decode(getTransactionEncoder().encode(signed));
    const key = await getPublicKeyFromAddress(signer.address);
    expect(
      await verifySignature(key, decoded.signatures[signer.address]!, decoded.messageBytes),
    ).toBe(true);
    expect(t.asked.at(-1)).toMatchObject({
      kind: 'transaction',
      amount: { value: '0.000005', symbol: 'SOL' },
    });

    const [dictionary] = await signer.signMessages([
      { content: new TextEncoder().encode('gm'), signatures: {} },
    ]);
    const signature = dictionary?.[signer.address] as Uint8Array;
    expect(
      ed25519.verify(
        signature,
        new TextEncoder().encode('gm'),
        getAddressEncoder().encode(signer.address) as Uint8Array,
      ),
    ).toBe(true);
  });
});

describe('createSolanaWallet', () => {
  it('registers with the Wallet Standard, connects to the account and signs a message', async () => {
    const wallet = createSolanaWallet(t.kit, { icon: 'data:image/svg+xml;base64,PHN2Zy8+' });
    const target = new EventTarget();
    const registered: Wallet[] = [];
    target.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent).detail({ register: (w: Wallet) => registered.push(w) }),
    );
    registerWallet(wallet, target as never);
    expect(registered).toEqual([wallet]);
    const connect = wallet.features['standard:connect'] as {
      connect(): Promise<{ accounts: Wallet['accounts'] }>;
    };
    const { accounts } = await connect.connect();
    expect(accounts.map((a) => a.address)).toEqual([t.sol.address]);
    const feature = wallet.features['solana:signMessage'] as {
      signMessage(
        ...i: { account: Wallet['accounts'][number]; message: Uint8Array }[]
      ): Promise<{ signature: Uint8Array }[]>;
    };
    const message = new TextEncoder().encode('Sign in to Example');
    const [out] = await feature.signMessage({ account: accounts[0]!, message });
    expect(ed25519.verify(out!.signature, message, accounts[0]!.publicKey as Uint8Array)).toBe(
      true,
    );
  });
});
