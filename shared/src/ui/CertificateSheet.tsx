import type { ReactNode } from 'react';
// The sheet's box: global classes the shell's HTML also paints before any script (boot-frame.cjs).
import './certificate-frame.css';

type Props = {
  organization: string;
  title: string;
  /** The certificate itself (recipient, course, facts…), drawn under the heading. */
  children?: ReactNode;
  /** The id of the heading, which names the sheet. */
  titleId?: string;
  /** More classes for the sheet (e.g. a revoked certificate's look). */
  className?: string;
};

/**
 * The public certificate's sheet: organisation and heading at its top, the certificate under them. Its
 * fixed part is what the shell paints while the academy and the certificate load (routing/frames.ts), in the
 * same classes and boxes.
 */
export function CertificateSheet({ organization, title, children, titleId = 'certificate-title', className }: Props) {
  return (
    <article className={className ? `app-cert ${className}` : 'app-cert'} aria-labelledby={titleId} data-certificate="">
      <div className="app-cert__inner">
        <p className="app-cert__organization">{organization}</p>
        <h1 id={titleId} className="app-cert__title">
          {title}
        </h1>
        {children}
      </div>
    </article>
  );
}
