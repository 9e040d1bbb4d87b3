import { checkImportBundle } from 'embedded-wallet-kit';
import { useInitImportPrivateKey, useSession, useWalletKit } from 'embedded-wallet-kit/react';
import { useState } from 'react';
import { Button, ErrorText, Outcome, Panel, short } from '../ui.js';

/**
 * `init_import_private_key`: the enclave answers a signed import bundle; the kit checks its
 * signature (pinned signer key) and that it names this organization and user before any key
 * material would be encrypted to its target key.
 */
export function ImportKeyPanel() {
  const kit = useWalletKit();
  const { session } = useSession();
  const init = useInitImportPrivateKey();
  const [target, setTarget] = useState<string>();
  const [error, setError] = useState<unknown>();
  const start = async () => {
    if (!session) return;
    setTarget(undefined);
    setError(undefined);
    try {
      const { result } = await init.mutateAsync({ userId: session.userId });
      setTarget(
        await checkImportBundle({
          bundle: result.importBundle,
          pinnedSignerKey: kit.options.trustedKeys.signer,
          organizationId: session.organizationId,
          userId: session.userId,
        }),
      );
    } catch (e) {
      setError(e);
    }
  };
  return (
    <Panel
      id="import-key"
      title="Private-key import"
      spec="init_import_private_key starts an import: the enclave's signed bundle names the key to encrypt to."
    >
      <div className="demo-actions">
        <Button busy={init.isPending} onClick={() => void start()}>
          Start a private-key import
        </Button>
      </div>
      {target ? (
        <Outcome>
          Import bundle verified (signer key, organization, user). Encrypt to{' '}
          <code title={target}>{short(target, 20)}</code>
        </Outcome>
      ) : null}
      <ErrorText error={error} />
    </Panel>
  );
}
