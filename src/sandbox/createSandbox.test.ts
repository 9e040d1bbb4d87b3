import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from './bootstrap.js';
import { createSandbox } from './createSandbox.js';
import * as x509 from './enclave/x509.js';
import { getSecretMeta, setSecretMeta } from './store/sealedMeta.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ewk-attestation-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const readBootstrap = () =>
  JSON.parse(readFileSync(join(dataDir, 'bootstrap.json'), 'utf8')) as Bootstrap;

describe("createSandbox: the attestation root (the sandbox's AWS Nitro PKI)", () => {
  it('is made at first start, published in bootstrap.json and /__dev/info, and kept across restarts', async () => {
    const first = await createSandbox({ dataDir });
    const root = first.bootstrap.trustedKeys.attestationRootCertificate;
    const parsed = new x509.X509Certificate(root);
    expect(parsed.publicKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-384' });
    expect(readBootstrap().trustedKeys.attestationRootCertificate).toBe(root);
    const info = (await (
      await first.handler(new Request('http://localhost:8787/__dev/info'))
    ).json()) as Bootstrap;
    expect(info.trustedKeys.attestationRootCertificate).toBe(root);
    expect(info.trustedKeys).not.toHaveProperty('bootProofRoot');
    await first.close();

    const again = await createSandbox({ dataDir });
    expect(again.bootstrap.trustedKeys.attestationRootCertificate).toBe(root);
    await again.close();
  });

  it('is added to a data dir made before it, keeping the other keys', async () => {
    const sandbox = await createSandbox({ dataDir });
    const { store } = sandbox.context;
    // Roll the data dir back to the old shape: a P-256 `bootProofRoot` and no attestation PKI.
    // (Through the sealed meta: the store keeps these secrets sealed at rest.)
    const { attestation: _, ...oldKeys } = JSON.parse(getSecretMeta(store, 'enclaveKeys') ?? '{}');
    const oldBootstrap = JSON.parse(getSecretMeta(store, 'bootstrap') ?? '{}') as Bootstrap;
    const { attestationRootCertificate: __, ...oldTrusted } = oldBootstrap.trustedKeys;
    setSecretMeta(
      store,
      'enclaveKeys',
      JSON.stringify({ ...oldKeys, bootProofRoot: { publicKey: '04' } }),
    );
    setSecretMeta(
      store,
      'bootstrap',
      JSON.stringify({ ...oldBootstrap, trustedKeys: { ...oldTrusted, bootProofRoot: '04' } }),
    );
    await sandbox.close();

    const upgraded = await createSandbox({ dataDir });
    const trusted = upgraded.bootstrap.trustedKeys;
    expect(trusted.attestationRootCertificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(trusted).not.toHaveProperty('bootProofRoot');
    expect(trusted.notarizer).toBe(oldTrusted.notarizer);
    expect(readBootstrap().trustedKeys).toEqual(trusted);
    expect(
      JSON.parse(getSecretMeta(upgraded.context.store, 'enclaveKeys') ?? '{}'),
    ).not.toHaveProperty('bootProofRoot');
    await upgraded.close();
  });
});
