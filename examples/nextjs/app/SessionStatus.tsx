'use client';

import { useSession } from 'embedded-wallet-kit/react';

/** One hook: the session, which the kit restores from the browser's storage after hydration. */
export function SessionStatus() {
  const { status, session } = useSession();
  return (
    <p data-testid="status" data-status={status}>
      {status === 'signedIn' && session
        ? `Signed in as user ${session.userId}`
        : status === 'loading'
          ? 'Checking your session…'
          : 'Not signed in'}
    </p>
  );
}
