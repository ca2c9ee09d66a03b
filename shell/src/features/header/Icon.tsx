import type { ReactNode } from 'react';

/** A 20 px line icon in the text colour (decoration: the button's label says what it does). */
export function Icon({ strokeLinejoin, children }: { strokeLinejoin?: 'round'; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin={strokeLinejoin}
    >
      {children}
    </svg>
  );
}
