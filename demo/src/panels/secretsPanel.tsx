import { decryptExportBundle, generateExportTargetKeyPair } from 'embedded-wallet-kit';
import { useExportSecrets, useSecrets, useSession, useWalletKit } from 'embedded-wallet-kit/react';
import { useState } from 'react';
import { devPost } from '../devRecords.js';
import { Button, ErrorText, Panel } from '../ui.js';

const SUITE = 'TRANSPORT_ENCRYPTION_SUITE_ENCLAVE_ENCRYPT_V1';

/**
 * `list_secrets` and `export_secrets`: a secret is sealed by the enclave to a key made in this
 * page (non-extractable), its envelope checked against the pinned signer key and opened here.
 */
export function SecretsPanel() {
  const kit = useWalletKit();
  const { session } = useSession();
  const secrets = useSecrets({ paginationOptions: { limit: '20' } });
  const exportSecrets = useExportSecrets();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<unknown>();

  const reveal = async (secretId: string) => {
    if (!session) return;
    setBusy(secretId);
    setError(undefined);
    try {
      const target = await generateExportTargetKeyPair();
      const { result } = await exportSecrets.mutateAsync({
        secrets: [
          { secretId, targetPublicKey: target.publicKeyUncompressed, encryptionSuite: SUITE },
        ],
      });
      const [bundle] = result.secretPayloads;
      if (!bundle) throw new Error('export_secrets answered no payload');
      const plaintext = await decryptExportBundle({
        bundle,
        pinnedSignerKey: kit.options.trustedKeys.signer,
        organizationId: session.organizationId,
        recipientKey: target.keyPair,
      });
      setRevealed((r) => ({ ...r, [secretId]: new TextDecoder().decode(plaintext) }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(undefined);
    }
  };

  const addSample = async () => {
    if (!session) return;
    setError(undefined);
    try {
      const n = (secrets.data?.secrets.length ?? 0) + 1;
      await devPost('/__dev/secrets', {
        organizationId: session.organizationId,
        name: `Demo secret ${n}`,
        plaintext: `demo-${crypto.randomUUID()}`,
        staticProperties: [{ key: 'source', value: 'demo' }],
      });
      await secrets.refetch();
    } catch (e) {
      setError(e);
    }
  };

  const list = secrets.data?.secrets ?? [];
  return (
    <Panel
      id="secrets"
      title="Secrets"
      spec="list_secrets shows metadata; export_secrets seals a secret to a key made in this page, which opens it here."
    >
      {list.length === 0 && secrets.isSuccess ? (
        <p className="demo-muted">No secrets in your organization yet.</p>
      ) : null}
      <ul className="demo-list" aria-label="Secrets">
        {list.map((s) => (
          <li key={s.secretId}>
            <strong>{s.name ?? s.secretId}</strong>{' '}
            <span className="demo-muted">
              {s.staticProperties.map((p) => `${p.key}=${p.value}`).join(', ')}
            </span>
            {revealed[s.secretId] !== undefined ? (
              <p className="demo-outcome">
                Decrypted here: <code>{revealed[s.secretId]}</code>
              </p>
            ) : (
              <Button busy={busy === s.secretId} onClick={() => reveal(s.secretId)}>
                Export and decrypt {s.name ?? ''}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="demo-actions">
        <Button onClick={addSample}>Add a sample secret (sandbox)</Button>
      </div>
      <ErrorText error={error ?? secrets.error} />
    </Panel>
  );
}
