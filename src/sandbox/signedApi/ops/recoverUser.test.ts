import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityShapeIssues,
  addTestOrganization,
  createSoftwareAuthenticator,
  createTestSandbox,
  errorFields,
  query,
  type SoftwareAuthenticator,
  submit,
} from '../../../../test/support/sandbox/index.js';
import type { Sandbox } from '../../createSandbox.js';

let sandbox: Sandbox;
let authenticator: SoftwareAuthenticator;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  authenticator = createSoftwareAuthenticator({
    rpId: sandbox.context.settings.rpId,
    origin: sandbox.context.settings.webauthnOrigins[0]!,
  });
});
afterAll(() => sandbox.close());

describe('recover_user', () => {
  it('gives the user a new, verified passkey and answers recoverUserResult.authenticatorId', async () => {
    const { input, credential } = authenticator.register({ authenticatorName: 'Recovery key' });
    const parameters = { authenticator: input, userId: sandbox.bootstrap.userId };
    const out = await submit(sandbox, 'recover_user', parameters);
    expect(out.status).toBe(200);
    expect(activityShapeIssues(out.response, 'recover_user', parameters)).toEqual([]);
    expect(Object.keys(out.response!.activity.intent)).toEqual(['recoverUserIntent']);
    expect(Object.keys(out.response!.activity.result)).toEqual(['recoverUserResult']);
    expect(out.result!.authenticatorId).toHaveLength(1);
    const listed = await query(sandbox, 'get_authenticators', {
      organizationId: sandbox.bootstrap.organizationId,
      userId: sandbox.bootstrap.userId,
    });
    expect(listed.body!.authenticators).toEqual([
      expect.objectContaining({
        authenticatorId: out.result!.authenticatorId[0],
        authenticatorName: 'Recovery key',
        credentialId: credential.credentialId,
      }),
    ]);
  });

  it('refuses an attestation that does not verify against its challenge', async () => {
    const input = { ...authenticator.register().input, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' };
    const out = await submit(sandbox, 'recover_user', {
      authenticator: input,
      userId: sandbox.bootstrap.userId,
    });
    expect(out.status).toBe(400);
    expect(errorFields(out)).toEqual(['parameters.authenticator.attestation']);
    // "none" attestation: a corrupted public key (not a curve point).
    const tampered = authenticator.register().input;
    const flipped = `${tampered.attestation.attestationObject.slice(0, -4)}AAAA`;
    const broken = await submit(sandbox, 'recover_user', {
      authenticator: {
        ...tampered,
        attestation: { ...tampered.attestation, attestationObject: flipped },
      },
      userId: sandbox.bootstrap.userId,
    });
    expect(broken.status).toBe(400);
    // "packed" attestation: clientDataJSON other than the one signed (same challenge and origin).
    const packed = createSoftwareAuthenticator({
      rpId: sandbox.context.settings.rpId,
      origin: sandbox.context.settings.webauthnOrigins[0]!,
      attestationFormat: 'packed',
    });
    const signed = packed.register().input;
    const clientData = JSON.parse(
      Buffer.from(signed.attestation.clientDataJson, 'base64url').toString(),
    ) as object;
    const resent = Buffer.from(
      JSON.stringify({ ...clientData, note: 'not what was signed' }),
    ).toString('base64url');
    const forged = await submit(sandbox, 'recover_user', {
      authenticator: { ...signed, attestation: { ...signed.attestation, clientDataJson: resent } },
      userId: sandbox.bootstrap.userId,
    });
    expect(forged.status).toBe(400);
    expect(errorFields(forged)).toEqual(['parameters.authenticator.attestation']);
  });

  it('answers 404 for a user outside the organization; 400 without the authenticator', async () => {
    const other = await addTestOrganization(sandbox);
    const foreign = await submit(sandbox, 'recover_user', {
      authenticator: authenticator.register().input,
      userId: other.userId,
    });
    expect(foreign.status).toBe(404);
    expect(errorFields(foreign)).toEqual(['parameters.userId']);
    const missing = await submit(sandbox, 'recover_user', {
      userId: sandbox.bootstrap.userId,
    } as never);
    expect(missing.status).toBe(400);
    expect(errorFields(missing)).toEqual(['parameters.authenticator']);
  });
});
