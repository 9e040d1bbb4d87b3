import type { ReactElement } from 'react';

/** A chain's own mark (its brand colours): Ethereum's diamond, Solana's three bars. */
export function ChainIcon({ chain }: { chain: 'ethereum' | 'solana' }): ReactElement {
  return (
    <svg className="ewk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {chain === 'ethereum' ? (
        <>
          <path fill="#8a92b2" d="M12 2 5.5 12.3 12 16l6.5-3.7z" />
          <path fill="#62688f" d="M12 2v14l6.5-3.7z" />
          <path fill="#8a92b2" d="M5.5 13.6 12 22l6.5-8.4L12 17.3z" />
          <path fill="#62688f" d="M12 17.3V22l6.5-8.4z" />
        </>
      ) : (
        <>
          <defs>
            <linearGradient id="ewk-sol" x1="0" y1="1" x2="1" y2="0">
              <stop offset="0" stopColor="#9945ff" />
              <stop offset="1" stopColor="#14f195" />
            </linearGradient>
          </defs>
          <path
            fill="url(#ewk-sol)"
            d="M6.5 4.5h14l-3 3h-14zM3.5 10.5h14l3 3h-14zM6.5 16.5h14l-3 3h-14z"
          />
        </>
      )}
    </svg>
  );
}
