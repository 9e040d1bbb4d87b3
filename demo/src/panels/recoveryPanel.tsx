import { useSession, useWalletKit } from 'embedded-wallet-kit/react';
import { useRecoverUser } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { createPasskeyAttestation } from '../passkeyAttestation.js';
import { Button, ErrorText, Outcome, Panel } from '../ui.js';

/** `recover_user`: give a user a new passkey (e.g. after losing a device). */
export function RecoveryPanel() {
  const kit = useWalletKit();
  const { session } = useSession();
  const recover = useRecoverUser();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!session) return;
    setBusy(true);
    setError(undefined);
    try {
      const authenticator = await createPasskeyAttestation(kit, 'Recovery passkey', 'Demo user');
      await recover.mutateAsync({ authenticator, userId: session.userId });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel
      id="recovery"
      title="User recovery"
      spec="recover_user adds a new passkey to a user, who can then log in with it."
    >
      <div className="demo-actions">
        <Button busy={busy} onClick={() => void run()}>
          Recover with a new passkey
        </Button>
      </div>
      {recover.data ? (
        <Outcome>Recovery passkey added: {recover.data.result.authenticatorId.join(', ')}</Outcome>
      ) : null}
      <ErrorText error={error} />
    </Panel>
  );
}
