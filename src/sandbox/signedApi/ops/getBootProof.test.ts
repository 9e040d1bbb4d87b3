import { verifyCoseSign1Sig } from '@turnkey/crypto';
import { decode } from 'cborg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, errorFields, query } from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';
import { generateAppProofEphemeralKeys } from '../../enclave/index.js';
import * as x509 from '../../enclave/x509.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('get_boot_proof', () => {
  it("attests the sandbox's app-proof ephemeral key in the production shape, one proof per boot", async () => {
    const ephemeralKey = sandbox.context.keys.appProofEphemeral.publicKey;
    const ask = () =>
      query(sandbox, 'get_boot_proof', {
        organizationId: sandbox.bootstrap.organizationId,
        ephemeralKey,
      });
    const out = await ask();
    expect(out.status).toBe(200);
    const proof = out.body!.bootProof;
    expect(proof.ephemeralPublicKeyHex).toBe(ephemeralKey.toLowerCase());
    const cose = decode(Buffer.from(proof.awsAttestationDocB64, 'base64'), { useMaps: true }) as [
      Uint8Array,
      unknown,
      Uint8Array,
      Uint8Array,
    ];
    const doc = decode(cose[2], { useMaps: true }) as Map<string, unknown>;
    await expect(
      verifyCoseSign1Sig(cose, doc.get('certificate') as Uint8Array),
    ).resolves.toBeUndefined();
    // The bundle starts with the root the bootstrap publishes.
    const root = new x509.X509Certificate(sandbox.bootstrap.trustedKeys.attestationRootCertificate);
    expect((doc.get('cabundle') as Uint8Array[])[0]).toEqual(new Uint8Array(root.rawData));
    // The same enclave boot answers the same proof.
    expect((await ask()).body!.bootProof).toEqual(proof);
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
