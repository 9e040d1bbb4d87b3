import 'embedded-wallet-kit/styles.css';
import type { ReactNode } from 'react';
import { Providers } from './providers';

// No favicon file: an empty icon keeps the browser from asking for a missing /favicon.ico.
export const metadata = { title: 'embedded-wallet-kit on Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
