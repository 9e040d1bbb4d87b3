'use client';

import { useSession, useSignedFetch } from 'embedded-wallet-kit/react';
import { useState } from 'react';

/** Asks the app's own API who is calling, with the kit's signed fetch. */
export function Backend() {
  const { status } = useSession();
  const signedFetch = useSignedFetch();
  const [answer, setAnswer] = useState('');
  if (status !== 'signedIn') return null;
  const ask = async (path: string) => {
    const response = await signedFetch(path);
    setAnswer(`${response.status} ${await response.text()}`);
  };
  return (
    <section>
      <button type="button" onClick={() => void ask('/api/me')}>
        Ask the API who I am
      </button>
      <button type="button" onClick={() => void ask('/api/account')}>
        Ask through the proxy
      </button>
      <output data-testid="backend">{answer}</output>
    </section>
  );
}
