import {
  useAuthenticators,
  useCreateAuthenticators,
  useSession,
  useWalletKit,
} from 'embedded-wallet-kit/react';
import { useState } from 'react';
import { createPasskeyAttestation } from '../passkeyAttestation.js';
import { Button, ErrorText, Field, Form, Outcome, Panel, short } from '../ui.js';

/** `get_authenticators` and `create_authenticators`: the user's passkeys. */
export function AuthenticatorsPanel() {
  const kit = useWalletKit();
  const { session } = useSession();
  const list = useAuthenticators();
  const create = useCreateAuthenticators();
  const [name, setName] = useState('Demo passkey');
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const authenticators = list.data?.authenticators ?? [];

  const add = async () => {
    if (!session) return;
    setError(undefined);
    setBusy(true);
    try {
      const authenticator = await createPasskeyAttestation(kit, name, 'Demo user');
      await create.mutateAsync({ authenticators: [authenticator], userId: session.userId });
      await list.refetch();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      id="authenticators"
      title="Authenticators"
      spec="get_authenticators lists the user's passkeys; create_authenticators adds one."
    >
      {list.isPending ? <p className="demo-muted">Loading…</p> : null}
      {authenticators.length === 0 && list.isSuccess ? (
        <p className="demo-muted">No passkeys yet.</p>
      ) : (
        <ul className="demo-list" aria-label="Passkeys">
          {authenticators.map((a) => (
            <li key={a.authenticatorId}>
              <strong>{a.authenticatorName}</strong> <span className="demo-muted">{a.model}</span>
              <code className="demo-block" title={a.credentialId}>
                credential {short(a.credentialId, 16)}
              </code>
            </li>
          ))}
        </ul>
      )}
      <Form label="Add a passkey" onSubmit={add}>
        <Field label="Passkey name" value={name} onChange={setName} required />
        <Button type="submit" busy={busy}>
          Add a passkey
        </Button>
      </Form>
      {create.data ? (
        <Outcome>Added authenticator {create.data.result.authenticatorIds.join(', ')}</Outcome>
      ) : null}
      <ErrorText error={error ?? list.error} />
    </Panel>
  );
}
