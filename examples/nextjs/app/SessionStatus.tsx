'use client';

import { useSession } from 'embedded-wallet-kit/react';

/** One hook: the session, which the kit restores from the browser's storage after hydration. */
export function SessionStatus() {
  const { status, session } = useSession();
  if (status === 'signedIn' && session) return <p>Signed in as user {session.userId}</p>;
  return <p>{status === 'loading' ? 'Checking your session…' : 'Not signed in'}</p>;
}
