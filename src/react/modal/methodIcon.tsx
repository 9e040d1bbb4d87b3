import type { ReactElement } from 'react';

const PATHS = {
  // A key: the passkey.
  passkey: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M7 14a4 4 0 1 1 3.9-5H21v3h-2v3h-3v-3h-5.1A4 4 0 0 1 7 14zm0-2.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
    />
  ),
  // A wallet: an external wallet.
  wallet: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      d="M4 7.5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 18V6A1.5 1.5 0 0 1 5 4.5h12v3M16 13.5h.5"
    />
  ),
};

/** The passkey and wallet buttons' marks: decorative (the buttons name their method in text). */
export function MethodIcon({ method }: { method: keyof typeof PATHS }): ReactElement {
  return (
    <svg className="ewk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[method]}
    </svg>
  );
}
