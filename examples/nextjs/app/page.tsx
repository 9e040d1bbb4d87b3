// A server component. `embedded-wallet-kit/react` is a client entry ("use client"), so its
// components can be placed here directly; they render on the server and hydrate in the browser.
import { LoginButton } from 'embedded-wallet-kit/react';
import { Backend } from './Backend';
import { SessionStatus } from './SessionStatus';

export default function Home() {
  return (
    <main>
      <h1>embedded-wallet-kit on Next.js</h1>
      <LoginButton />
      <SessionStatus />
      <Backend />
    </main>
  );
}
