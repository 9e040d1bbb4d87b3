import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { signStructuredPayload } from './signStructuredPayload.js';

/**
 * EIP-712's known answer: its `Mail` example signed by `keccak256("cow")` is, by the EIP's own
 * test, `v = 28, r = 0x4355…1c9d, s = 0x0729…1562` (RFC 6979 nonces make it reproducible).
 */
describe('signStructuredPayload', () => {
  const cow = keccak_256(utf8ToBytes('cow'));
  const mail = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
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
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 1,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
    },
  };

  it("signs EIP-712's Mail example to the EIP's own signature", () => {
    expect(signStructuredPayload(cow, JSON.stringify(mail), 'PAYLOAD_ENCODING_EIP712')).toEqual({
      r: '4355c47d63924e8a72e509b65029052eb6c299d53a04e167c5775fd466751c9d',
      s: '07299936d304c153f6443dfa05f40ff007d72911b6f72307f996231605b91562',
      v: '01',
    });
  });

  it('reads chain ids given as numbers, decimal or 0x strings alike', () => {
    const with_ = (chainId: unknown) =>
      signStructuredPayload(
        cow,
        JSON.stringify({ ...mail, domain: { ...mail.domain, chainId } }),
        'PAYLOAD_ENCODING_EIP712',
      );
    expect(with_('1')).toEqual(with_(1));
    expect(with_('0x1')).toEqual(with_(1));
  });
});
