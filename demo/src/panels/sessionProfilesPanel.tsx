import { useCreateSessionProfile } from 'embedded-wallet-kit/react/api';
import { useState } from 'react';
import { useDevRecords } from '../devRecords.js';
import { Button, ErrorText, Field, Form, Outcome, Panel } from '../ui.js';

/** `create_session_profile`: a named scope and lifetime later logins can ask for. */
export function SessionProfilesPanel() {
  const create = useCreateSessionProfile();
  const profiles = useDevRecords<{ id: string; sessionProfileName: string; scope: string }>(
    'sessionProfile',
  );
  const [name, setName] = useState('Read-only for a day');
  const [scope, setScope] = useState('read');
  const [seconds, setSeconds] = useState('86400');
  return (
    <Panel
      id="session-profiles"
      title="Session profiles"
      spec="create_session_profile names a permission scope and a session lifetime."
    >
      <Form
        label="New session profile"
        onSubmit={() =>
          create.mutate(
            {
              sessionProfileName: name,
              scope,
              ...(seconds ? { expirationSeconds: seconds } : {}),
            },
            { onSuccess: () => void profiles.refetch() },
          )
        }
      >
        <Field label="Profile name" value={name} onChange={setName} required />
        <div className="demo-row">
          <Field label="Scope" value={scope} onChange={setScope} required />
          <Field label="Lifetime (seconds)" value={seconds} onChange={setSeconds} />
        </div>
        <Button type="submit" busy={create.isPending}>
          Create profile
        </Button>
      </Form>
      {create.data ? (
        <Outcome>Profile created: {create.data.result.sessionProfileId}</Outcome>
      ) : null}
      {profiles.data && profiles.data.length > 0 ? (
        <p className="demo-muted">
          Profiles: {profiles.data.map((p) => `${p.sessionProfileName} (${p.scope})`).join(', ')}
        </p>
      ) : null}
      <ErrorText error={create.error} />
    </Panel>
  );
}
