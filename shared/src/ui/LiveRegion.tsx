import type { HTMLAttributes, ReactNode } from 'react';

type Props = Omit<HTMLAttributes<HTMLElement>, 'role'> & {
  /** The element it is (a paragraph by default; a span inside a line, a div around blocks). */
  as?: 'p' | 'span' | 'div';
  /** Said at once, interrupting (a refusal, a revoked certificate); otherwise when the reader is idle. */
  urgent?: boolean;
  children?: ReactNode;
};

/**
 * Text a screen reader says when it appears or changes, without moving focus: politely (a count, a saved
 * state, a score) or, when `urgent`, at once. The one place a page's own words become a live region; a
 * page's loading, empty and error states are the Notice's, an action's outcome the ActionStatus's, and a
 * form's refusal the FormError's.
 */
export function LiveRegion({ as: Tag = 'p', urgent = false, children, ...rest }: Props) {
  return (
    <Tag role={urgent ? 'alert' : 'status'} {...rest}>
      {children}
    </Tag>
  );
}
