import { useExport, useSession, useWalletFrame } from 'embedded-wallet-kit/react';
import { useSecrets } from 'embedded-wallet-kit/react/api';
import { useEffect, useState } from 'react';
import { devPost } from '../devRecords.js';
import { Button, ErrorText, Panel } from '../ui.js';

/**
 * `list_secrets` and `export_secrets`: a secret is sealed by the enclave to a key the kit's
 * isolated frame made, and shown in that frame (another origin), never in this page: the
 * custom-UI hooks `useWalletFrame` and `useExport`, what the account center is made of.
 */
export function SecretsPanel() {
  const { session } = useSession();
  const secrets = useSecrets({ paginationOptions: { limit: '20' } });
  const [shown, setShown] = useState<string>();
  const [error, setError] = useState<unknown>();

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
      spec="list_secrets shows metadata; export_secrets seals a secret to the isolated frame's key, which shows it in the frame."
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
            {shown === s.secretId ? (
              <SecretFrame secretId={s.secretId} onError={setError} />
            ) : (
              <Button onClick={() => setShown(s.secretId)}>Export {s.name ?? ''}</Button>
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

/** The isolated frame showing one secret: opened, then `export_secrets` sealed to its key. */
function SecretFrame({ secretId, onError }: { secretId: string; onError(error: unknown): void }) {
  const frame = useWalletFrame({ title: 'Secret' });
  const run = useExport();
  const connected = frame.frame;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the frame is connected
  useEffect(() => {
    if (connected) run.exportWallet({ frame: connected, secretId }).catch(onError);
  }, [connected]);
  useEffect(() => {
    if (frame.error) onError(frame.error);
  }, [frame.error, onError]);
  return <div className="demo-frame" ref={frame.container} />;
}
