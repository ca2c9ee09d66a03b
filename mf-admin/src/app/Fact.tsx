import type { ReactNode } from 'react';

type Props = {
  label: string;
  /** The value (the description's first line). */
  children: ReactNode;
  /** Further lines about it (e.g. when and why), each its own `<dd>`. */
  more?: ReactNode;
  className?: string;
};

/** One fact of an item in a description list (`<dl>`): its name and its value. */
export function Fact({ label, children, more, className }: Props) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
      {more}
    </div>
  );
}
