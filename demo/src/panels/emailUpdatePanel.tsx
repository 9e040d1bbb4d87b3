import { useSession, useUpdateUserEmail } from 'embedded-wallet-kit/react';
import { useState } from 'react';
import { useDevRecords } from '../devRecords.js';
import { Button, ErrorText, Field, Form, Outcome, Panel } from '../ui.js';

interface UserRecord {
  id: string;
  userEmail?: string;
  emailVerified?: boolean;
}

/** `update_user_email`: change the user's e-mail, or remove it with an empty one. */
export function EmailUpdatePanel() {
  const { session } = useSession();
  const update = useUpdateUserEmail();
  const users = useDevRecords<UserRecord>('user');
  const me = users.data?.find((u) => u.id === session?.userId);
  const [email, setEmail] = useState('');
  const submit = (userEmail: string) => {
    if (!session) return;
    update.mutate({ userId: session.userId, userEmail }, { onSuccess: () => void users.refetch() });
  };
  return (
    <Panel
      id="email-update"
      title="E-mail address"
      spec="update_user_email sets the user's e-mail (unverified without a verification token); an empty one removes it."
    >
      <p>
        Current:{' '}
        {me?.userEmail ? (
          <>
            <code data-testid="current-email">{me.userEmail}</code>{' '}
            <span className="demo-muted">{me.emailVerified ? 'verified' : 'not verified'}</span>
          </>
        ) : (
          <span className="demo-muted" data-testid="current-email">
            none
          </span>
        )}
      </p>
      <Form label="Change e-mail" onSubmit={() => submit(email.trim())}>
        <Field label="New e-mail" type="email" value={email} onChange={setEmail} required />
        <Button type="submit" busy={update.isPending}>
          Change e-mail
        </Button>
        <Button variant="danger" disabled={!me?.userEmail} onClick={() => submit('')}>
          Remove e-mail
        </Button>
      </Form>
      {update.data ? <Outcome>E-mail updated for user {update.data.result.userId}.</Outcome> : null}
      <ErrorText error={update.error} />
    </Panel>
  );
}
