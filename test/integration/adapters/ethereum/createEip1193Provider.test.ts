import { logout } from 'embedded-wallet-kit';
import { type Hex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceEip6963Provider } from '../../../../src/adapters/ethereum/announceEip6963Provider.js';
import {
  createEip1193Provider,
  type EmbeddedEip1193Provider,
} from '../../../../src/adapters/ethereum/createEip1193Provider.js';
import { type SignedInKit, signedInKit } from '../../../support/signedInKit.js';

let t: SignedInKit;
let provider: EmbeddedEip1193Provider;
beforeAll(async () => {
  t = await signedInKit([
    { caip2: 'eip155:31337', name: 'Local chain', rpcUrl: 'http://127.0.0.1:1' },
    { caip2: 'eip155:8453', name: 'Base', rpcUrl: 'http://127.0.0.1:1' },
  ]);
  provider = createEip1193Provider(t.kit);
});
afterAll(() => t.close());

const mail = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!' },
} as const;

describe('createEip1193Provider', () => {
  it('answers the account and the chain, and switches among the configured chains only', async () => {
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([t.eth.address]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const changed: unknown[] = [];
    provider.on('chainChanged', (id: never) => changed.push(id));
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    });
    expect(changed).toEqual(['0x2105']);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    });
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    });
  });

  it('personal_sign and eth_signTypedData_v4 verify with viem; a rejection is 4001', async () => {
    const address = t.eth.address as Hex;
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })) as Hex;
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);
    const typed = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(mail)],
    })) as Hex;
    expect(await verifyTypedData({ ...mail, address, signature: typed })).toBe(true);
    expect(t.asked.map((r) => r.kind)).toEqual(['message', 'typedData']);
    t.answer.next = 'reject';
    try {
      await expect(
        provider.request({ method: 'eth_signTypedData_v4', params: [address, mail] }),
      ).rejects.toMatchObject({ code: 4001, data: { code: 'USER_CANCELLED' } });
    } finally {
      t.answer.next = 'approve';
    }
  });

  it('is announced by EIP-6963, again on request, and reports the account gone at logout', async () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener('eip6963:announceProvider', (event) =>
      seen.push((event as CustomEvent).detail),
    );
    const info = { name: 'Embedded wallet', icon: 'data:image/svg+xml;base64,', rdns: 'dev.ewk' };
    const stop = announceEip6963Provider(provider, info, target as never);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    stop();
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ info: { name: 'Embedded wallet', rdns: 'dev.ewk' }, provider });
    expect(Object.isFrozen(seen[0])).toBe(true);

    const events: unknown[] = [];
    const gone = new Promise((resolve) =>
      provider.on('accountsChanged', (accounts: never) => {
        events.push(accounts);
        resolve(accounts);
      }),
    );
    await logout(t.kit);
    await gone;
    expect(events).toEqual([[]]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4100,
    });
  });
});
