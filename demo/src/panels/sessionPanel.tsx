import { refreshSession, type VerifiedAttestation } from 'embedded-wallet-kit';
import { useLogout, useSession, useSessionTimeLeft, useWalletKit } from 'embedded-wallet-kit/react';
import { Fragment, useState } from 'react';
import { useRememberedLogin } from '../lastSignup.js';
import { Button, ErrorText, short } from '../ui.js';

const countdown = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** What the app-proof check of the signup wallet established, in words and figures. */
function AttestationFacts({ attestations }: { attestations?: VerifiedAttestation[] }) {
  if (!attestations?.length) {
    return <span className="demo-badge demo-badge--warn">app proof not checked</span>;
  }
  return (
    <>
      {attestations.map((a) => (
        <div key={a.ephemeralPublicKeyHex} className="demo-attestation" data-testid="attestation">
          <span className="demo-badge demo-badge--ok">
            {a.root.awsNitro ? 'verified to the AWS Nitro root' : "verified to the sandbox's root"}
          </span>
          <span className="demo-muted demo-block">
            Each address matches an app proof signed by the enclave's ephemeral key; an attestation
            document binds that key to the enclave's measurements and manifest, signed through a
            certificate chain to the pinned root (SHA-256{' '}
            <code title={a.root.sha256}>{short(a.root.sha256, 12)}</code>).
          </span>
          <dl className="demo-facts demo-facts--nested">
            <dt>Enclave</dt>
            <dd>
              <code>{a.moduleId}</code>, attested {new Date(a.timestamp).toLocaleString()}
            </dd>
            <dt>Manifest SHA-256</dt>
            <dd>
              <code data-testid="attestation-manifest" title={a.manifestSha256}>
                {short(a.manifestSha256, 20)}
              </code>
            </dd>
            {[0, 1, 2, 17]
              .filter((i) => a.pcrs[i] !== undefined)
              .map((i) => (
                <Fragment key={i}>
                  <dt>PCR{i}</dt>
                  <dd>
                    <code title={a.pcrs[i]}>{short(a.pcrs[i] ?? '', 20)}</code>
                    {i === 17 ? (
                      <span className="demo-muted"> (commits manifest + key)</span>
                    ) : null}
                  </dd>
                </Fragment>
              ))}
          </dl>
          <span className="demo-muted demo-block">
            {Object.keys(a.pcrs).length} PCRs attested. Pin the image (PCR0-2) and manifest with the
            kit's <code>appProofPolicy</code> to prove which code runs, not only that an enclave
            holds the key.
          </span>
        </div>
      ))}
    </>
  );
}

/** Who is signed in, until when, and the signup wallet's app-proof check. */
export function SessionPanel() {
  const { session, expiringSoon, persistence } = useSession();
  const kit = useWalletKit();
  const logout = useLogout();
  const remembered = useRememberedLogin(session?.userId);
  // On the service's clock: right on a device whose clock is off too.
  const left = useSessionTimeLeft() ?? 0;
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<unknown>();
  if (!session) return null;
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
          {/* The service's expiry, told on this device's clock. */}
          {new Date(session.expiresAt - kit.clock.offsetMs).toLocaleTimeString()} (in{' '}
          <span data-testid="session-countdown">{countdown(left)}</span>)
          {expiringSoon ? <span className="demo-badge demo-badge--warn">expiring soon</span> : null}
          {persistence?.mode === 'memory' && persistence.reason !== 'MEMORY_STORE' ? (
            <span className="demo-badge demo-badge--warn" data-testid="session-memory">
              kept in memory only ({persistence.reason}): a reload signs you out
            </span>
          ) : null}
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
              <AttestationFacts attestations={wallet.attestations} />
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
