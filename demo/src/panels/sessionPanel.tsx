import { refreshSession, type VerifiedAttestation } from 'embedded-wallet-kit';
import { useSession, useSessionTimeLeft, useWalletKit } from 'embedded-wallet-kit/react';
import { Fragment, useState } from 'react';
import { KeyIcon, ShieldIcon, WalletIcon } from '../icons.js';
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

/**
 * The session in words (until when, where its key is, whether the new wallet passed its
 * app-proof check) and, folded away for developers, the ids, keys and attestation facts.
 */
export function SessionPanel() {
  const { session, expiringSoon, persistence } = useSession();
  const kit = useWalletKit();
  const remembered = useRememberedLogin(session?.userId);
  // On the service's clock: right on a device whose clock is off too.
  const left = useSessionTimeLeft() ?? 0;
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<unknown>();
  if (!session) return null;
  const wallet = remembered?.wallet;
  const verified = Boolean(wallet?.attestations?.length);

  return (
    <section className="demo-card demo-session" aria-labelledby="session-card-title">
      <div className="demo-card-head">
        <span className="demo-card-icon">
          <ShieldIcon size={22} />
        </span>
        <div>
          <h2 id="session-card-title">Session</h2>
          <p className="demo-muted">
            {/* The service's expiry, told on this device's clock. */}
            Signed in until {new Date(session.expiresAt - kit.clock.offsetMs).toLocaleTimeString()}{' '}
            (in <span data-testid="session-countdown">{countdown(left)}</span>)
            {expiringSoon ? (
              <span className="demo-badge demo-badge--warn">expiring soon</span>
            ) : null}
          </p>
        </div>
      </div>
      <ul className="demo-checks">
        <li>
          <KeyIcon size={18} />
          <span>
            A {session.sessionType === 'SESSION_TYPE_READ_WRITE' ? 'read-write' : 'read-only'}{' '}
            session key that never leaves this browser
            {persistence?.mode === 'memory' && persistence.reason !== 'MEMORY_STORE' ? (
              <span className="demo-badge demo-badge--warn" data-testid="session-memory">
                kept in memory only ({persistence.reason}): a reload signs you out
              </span>
            ) : null}
          </span>
        </li>
        {wallet ? (
          <li>
            <ShieldIcon size={18} />
            <span>
              {verified
                ? 'Your new wallet’s addresses match the enclave’s signed proof'
                : 'Your new wallet’s proof was not checked'}
            </span>
          </li>
        ) : null}
        {remembered?.externalWallet ? (
          <li>
            <WalletIcon size={18} />
            <span data-testid="session-external-wallet">
              You log in with {remembered.externalWallet.walletName} (
              {remembered.externalWallet.chain === 'ethereum' ? 'Ethereum' : 'Solana'}){' '}
              <code className="demo-block">{remembered.externalWallet.address}</code>
            </span>
          </li>
        ) : null}
      </ul>
      <details className="demo-details">
        <summary>Technical details</summary>
        <dl className="demo-facts">
          <dt>Organization</dt>
          <dd>
            <code data-testid="session-organization">{session.organizationId}</code>
          </dd>
          <dt>User</dt>
          <dd>
            <code data-testid="session-user">{session.userId}</code>
          </dd>
          <dt>Session key</dt>
          <dd>
            <code title={session.publicKey}>{short(session.publicKey, 14)}</code>
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
      </details>
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
      </div>
      <ErrorText error={refreshError} />
    </section>
  );
}
