import { sha256 } from '@noble/hashes/sha2.js';
import { BOOT_PROOF_SCHEME } from '../../protocol/appProof.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import type { BootProof } from '../../protocol/records.js';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { signP256Digest } from './signP256Digest.js';

/**
 * The sandbox's boot proof (wire-details, "App proofs"; type in records.ts): in production a
 * Nitro attestation document binds the ephemeral key to the enclave; here the pinned
 * `bootProofRoot` key signs it instead, raw r||s hex over sha256(utf8(ephemeralPublicKey hex)).
 * `now` is epoch milliseconds.
 */
export function createBootProof(
  bootProofRootKey: P256KeyPair,
  ephemeralPublicKeyHex: string,
  now: number,
): BootProof {
  const digest = sha256(utf8Encode(ephemeralPublicKeyHex));
  return {
    scheme: BOOT_PROOF_SCHEME,
    ephemeralPublicKey: ephemeralPublicKeyHex,
    signature: bytesToHex(signP256Digest(bootProofRootKey.privateKey, digest, 'raw')),
    createdAt: {
      seconds: String(Math.floor(now / 1000)),
      nanos: String((now % 1000) * 1_000_000),
    },
  };
}
