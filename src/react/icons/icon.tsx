import type { ReactElement, ReactNode } from 'react';

/**
 * The kit's icons: 24-unit inline SVGs (no icon library, no font), decorative (every control is
 * named in words), drawn in `currentColor` unless a brand needs its own. Each icon or group is a
 * file of this folder, imported only by the screens that show it, so it rides in their chunk.
 */
export function Icon({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}): ReactElement {
  return (
    <svg
      className={className ?? 'ewk-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
