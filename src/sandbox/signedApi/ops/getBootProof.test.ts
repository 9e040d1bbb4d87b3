import { sha256 } from '@noble/hashes/sha2.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexToBytes, utf8Encode } from '../../../protocol/encoding.js';
import type { Sandbox } from '../../createSandbox.js';
import { generateAppProofEphemeralKeys, verifyP256Signature } from '../../enclave/index.js';
import { createTestSandbox, errorFields, query } from '../../testSupport/index.js';
import { enclaveKeysOf } from './enclaveKeysOf.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('get_boot_proof', () => {
  it("attests the sandbox's app-proof ephemeral key with the pinned bootProofRoot key", async () => {
    const ephemeralKey = enclaveKeysOf(sandbox.context).appProofEphemeral.publicKey;
    const out = await query(sandbox, 'get_boot_proof', {
      organizationId: sandbox.bootstrap.organizationId,
      ephemeralKey,
    });
    expect(out.status).toBe(200);
    const proof = out.body!.bootProof;
    expect(proof.scheme).toBe('SANDBOX_BOOT_PROOF_P256');
    expect(proof.ephemeralPublicKey).toBe(ephemeralKey);
    expect(
      verifyP256Signature({
        publicKey: sandbox.bootstrap.trustedKeys.bootProofRoot,
        digest: sha256(utf8Encode(proof.ephemeralPublicKey)),
        signature: hexToBytes(proof.signature),
        format: 'raw',
      }),
    ).toBe(true);
  });

  it('answers 404 for a key this sandbox never booted, 400 for a malformed one', async () => {
    const organizationId = sandbox.bootstrap.organizationId;
    const stranger = await query(sandbox, 'get_boot_proof', {
      organizationId,
      ephemeralKey: generateAppProofEphemeralKeys().publicKey,
    });
    expect(stranger.status).toBe(404);
    expect(errorFields(stranger)).toEqual(['ephemeralKey']);
    const malformed = await query(sandbox, 'get_boot_proof', {
      organizationId,
      ephemeralKey: 'abcd',
    });
    expect(malformed.status).toBe(400);
    expect(errorFields(malformed)).toEqual(['ephemeralKey']);
  });
});
