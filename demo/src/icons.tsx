import type { ReactElement, ReactNode } from 'react';

/**
 * A 24-unit line icon in the text's colour, hidden from assistive technology (its control says what
 * it does).
 */
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }): ReactElement {
  return (
    <svg
      className="demo-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const WalletIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18a2 2 0 0 1 2 2v1" />
    <path d="M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-3" />
    <path d="M4 7.5A2.5 2.5 0 0 0 6.5 10H19a1 1 0 0 1 1 1v4h-4a2 2 0 0 1 0-4h4" />
  </Icon>
);

export const CopyIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h8" />
  </Icon>
);

export const CheckIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ToolsIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <path d="m7 10 3 2.5L7 15M12.5 15H17" />
  </Icon>
);

export const HomeIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="M4 11 12 4l8 7" />
    <path d="M6 9.5V20h12V9.5" />
  </Icon>
);

export const ShieldIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const KeyIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8-8M16 7l2 2M14 9l2 2" />
  </Icon>
);

export const PaletteIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.8 1.6-1.6 0-1.2-1-1.6-1-2.6 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5c0-4-4-7.2-9-7.2Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </Icon>
);

export const ArrowUpIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="m6 14 6-6 6 6" />
  </Icon>
);

export const ArrowDownIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="m6 10 6 6 6-6" />
  </Icon>
);
