import { refreshSession } from 'embedded-wallet-kit';
import { useLogout, useSession, useWalletKit } from 'embedded-wallet-kit/react';
import { useState } from 'react';
import { useRememberedLogin } from '../lastSignup.js';
import { Button, ErrorText, short } from '../ui.js';
import { useNow } from '../useNow.js';

const countdown = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Who is signed in, until when, and the signup wallet's app-proof check. */
export function SessionPanel() {
  const { session, expiringSoon } = useSession();
  const kit = useWalletKit();
  const logout = useLogout();
  const remembered = useRememberedLogin(session?.userId);
  const now = useNow();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<unknown>();
  if (!session) return null;
  const left = session.expiresAt - now;
  const wallet = remembered?.wallet;

  return (
    <section className="demo-panel demo-session" aria-labelledby="session-title">
      <h1 id="session-title">Signed in{remembered?.created ? ': welcome, new user' : ''}</h1>
      <dl className="demo-facts">
        <dt>Organization</dt>
        <dd>
          <code data-testid="session-organization">{session.organizationId}</code>
        </dd>
        <dt>User</dt>
        <dd>
          <code data-testid="session-user">{session.userId}</code>
        </dd>
        {remembered?.externalWallet ? (
          <>
            <dt>Login wallet</dt>
            <dd data-testid="session-external-wallet">
              {remembered.externalWallet.walletName} (
              {remembered.externalWallet.chain === 'ethereum' ? 'Ethereum' : 'Solana'}){' '}
              <code className="demo-block">{remembered.externalWallet.address}</code>
            </dd>
          </>
        ) : null}
        <dt>Session</dt>
        <dd>
          {session.sessionType === 'SESSION_TYPE_READ_WRITE' ? 'read-write' : 'read-only'}, key{' '}
          <code title={session.publicKey}>{short(session.publicKey, 14)}</code>
        </dd>
        <dt>Expires</dt>
        <dd>
          {new Date(session.expiresAt).toLocaleTimeString()} (in{' '}
          <span data-testid="session-countdown">{countdown(left)}</span>)
          {expiringSoon ? <span className="demo-badge demo-badge--warn">expiring soon</span> : null}
        </dd>
        <dt>Signup wallet</dt>
        <dd data-testid="session-wallet">
          {wallet ? (
            <>
              {wallet.addresses.map((a) => (
                <code key={a} className="demo-block">
                  {a}
                </code>
              ))}
              {wallet.verified ? (
                <span className="demo-badge demo-badge--ok">app proof verified</span>
              ) : (
                <span className="demo-badge demo-badge--warn">app proof not verified</span>
              )}
              <span className="demo-muted demo-block">
                The kit checked each address against an enclave app proof, and the proof's ephemeral
                key against the sandbox's boot-proof root key it pins.
              </span>
            </>
          ) : (
            <span className="demo-muted">
              Made at signup on another device or before this page remembered it: proofs come with
              the signup answer only.
            </span>
          )}
        </dd>
      </dl>
      <div className="demo-actions">
        <Button
          busy={refreshing}
          onClick={() => {
            setRefreshing(true);
            setRefreshError(undefined);
            refreshSession(kit)
              .catch(setRefreshError)
              .finally(() => setRefreshing(false));
          }}
        >
          Refresh session
        </Button>
        <Button variant="primary" busy={logout.isPending} onClick={() => logout.mutate()}>
          Log out
        </Button>
      </div>
      <ErrorText error={refreshError ?? logout.error} />
    </section>
  );
}
