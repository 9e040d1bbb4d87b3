import { useDeleteOauthProviders, useSession } from 'embedded-wallet-kit/react';
import { useDevRecords } from '../devRecords.js';
import { Button, ErrorText, Outcome, Panel } from '../ui.js';

interface OAuthProviderRecord {
  id: string;
  userId: string;
  providerName: string;
  issuer: string;
  subject: string;
}

/** `delete_oauth_providers`: unlink a social login from the user. */
export function OAuthProvidersPanel() {
  const { session } = useSession();
  const providers = useDevRecords<OAuthProviderRecord>('oauthProvider');
  const remove = useDeleteOauthProviders();
  const mine = (providers.data ?? []).filter((p) => p.userId === session?.userId);
  return (
    <Panel
      id="oauth-providers"
      title="Social logins"
      spec="delete_oauth_providers unlinks OAuth identities from the user (they can no longer log in with them)."
    >
      {providers.isSuccess && mine.length === 0 ? (
        <p className="demo-muted">No social login is linked to your account.</p>
      ) : null}
      <ul className="demo-list" aria-label="Linked social logins">
        {mine.map((p) => (
          <li key={p.id}>
            <strong>{p.providerName}</strong> <span className="demo-muted">{p.issuer}</span>
            <code className="demo-block">{p.subject}</code>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() =>
                session &&
                remove.mutate(
                  { userId: session.userId, providerIds: [p.id] },
                  { onSuccess: () => void providers.refetch() },
                )
              }
            >
              Unlink {p.providerName}
            </Button>
          </li>
        ))}
      </ul>
      {remove.data ? (
        <Outcome>Unlinked {remove.data.result.providerIds.length} social login(s).</Outcome>
      ) : null}
      <ErrorText error={remove.error ?? providers.error} />
    </Panel>
  );
}
