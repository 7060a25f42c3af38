import type { ReactNode } from 'react';

/** A decorative outline icon on a 24-unit grid, drawn in the text's colour at the text's size; hidden from screen readers. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
