import { useProofFailure } from '../lastSignup.js';

/** Why the last signup's app-proof check failed: the kit refused the wallet and the login. */
export function ProofFailureNotice() {
  const failure = useProofFailure();
  if (!failure) return null;
  return (
    <section className="demo-panel demo-proof-failure" role="alert" data-testid="proof-failure">
      <h2>App proof check failed: signup refused</h2>
      <p>
        <span className="demo-badge demo-badge--warn">{failure.code}</span> {failure.message}
      </p>
      <p className="demo-muted">
        The kit checks every address of a new wallet against the enclave's app proof and its
        attestation before it signs the user in ({new Date(failure.at).toLocaleTimeString()}).
      </p>
    </section>
  );
}
