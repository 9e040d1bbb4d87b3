import type { Curve } from 'embedded-wallet-kit/protocol';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveKeyPair } from './deriveKeyPair.js';

const SEED = hexToBytes('000102030405060708090a0b0c0d0e0f');

describe('deriveKeyPair', () => {
  it.each([
    // The three "Test vector 1" private keys of SLIP-10 at m/0H.
    ['CURVE_SECP256K1', 'edb2e14f9ee77d26dd93b4ecede8d16ed408ce149b6cd80b0715a2d911a0afea'],
    ['CURVE_P256', '6939694369114c67917a182c59ddb8cafc3004e63ca5d3b84403ba8613debc0c'],
    ['CURVE_ED25519', '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
  ] as const)('derives on %s with that curve’s scheme', (curve, privateKey) => {
    expect(bytesToHex(deriveKeyPair(SEED, curve, "m/0'").privateKey)).toBe(privateKey);
  });

  it('refuses an unknown curve', () => {
    expect(() => deriveKeyPair(SEED, 'CURVE_X' as Curve, 'm')).toThrow(/unknown curve "CURVE_X"/);
  });
});
