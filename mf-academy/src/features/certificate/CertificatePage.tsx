import { useEffect, type ReactNode } from 'react';
import type { ApiError } from '@app/shared/api/client';
import type { PublicCertificate } from '@app/shared/contracts/academy';
import { useApiQuery } from '@app/shared/data/query';
import { academyMessages } from '@app/shared/messages/academy';
import { useParams } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonAnchor, ButtonLink } from '@app/shared/ui/ButtonLink';
import { CertificateSheet } from '@app/shared/ui/CertificateSheet';
import { Notice } from '@app/shared/ui/Notice';
import { QrCode } from '@app/shared/ui/QrCode';
import { vnDate } from '@app/shared/time/vietnam';
import { formatScore } from '@app/shared/format';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { linkedInAddUrl } from './certificateLinks';
import styles from './CertificatePage.module.css';

const t = academyMessages.certificate;

/** docs/product.md §5/§8: a bad id, an unknown one, anything else (with a retry). */
function errorText(error: ApiError): { text: string; retry: boolean } {
  if (error.code === 'invalid-argument') return { text: t.invalidId, retry: false };
  if (error.code === 'not-found') return { text: t.notFound, retry: false };
  return { text: t.loadFailed, retry: true };
}

/** While the page is shown, printing keeps only the certificate (the shell's header and footer are hidden). */
function usePrintOnlyCertificate() {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-print-certificate', '');
    return () => root.removeAttribute('data-print-certificate');
  }, []);
}

function CertificateView({ certificate }: { certificate: PublicCertificate }) {
  usePrintOnlyCertificate();
  // The site's own address of the certificate (the API's), which its QR code carries.
  const { url } = certificate;
  const revoked = certificate.revokedAt !== null;
  return (
    <div className={styles.layout}>
      <CertificateSheet organization={t.organization} title={t.title} className={revoked ? styles.revoked : undefined}>
        <p className={styles.certifies}>{t.certifies}</p>
        <p className={styles.recipient} data-testid="certificate-recipient">
          {certificate.userName.trim() || t.anonymousName}
        </p>
        <p className={styles.certifies}>{t.completed}</p>
        <p className={styles.course}>{certificate.courseName}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t.score}</dt>
            <dd data-testid="certificate-score">{formatScore(certificate.score)}</dd>
          </div>
          <div>
            <dt>{t.issuedAt}</dt>
            <dd data-testid="certificate-date">{vnDate(certificate.issuedAt)}</dd>
          </div>
          <div>
            <dt>{t.certId}</dt>
            <dd className={styles.mono}>{certificate.id}</dd>
          </div>
        </dl>
        <div className={styles.bottom}>
          <div className={styles.signature}>
            <span className={styles.signatureLine} aria-hidden="true" />
            <strong>{t.signatureName}</strong>
            <span>{t.signatureRole}</span>
          </div>
          <div className={styles.seal} aria-hidden="true">
            <span>★</span>
            <small>{t.seal}</small>
          </div>
          <figure className={styles.qr}>
            <QrCode value={url} svg={certificate.qrSvg} label={t.qrLabel(url)} size={112} />
            <figcaption>{t.verifyHint}</figcaption>
          </figure>
        </div>
      </CertificateSheet>
      {/* Under the sheet, not above it: the sheet's heading keeps the place the HTML painted it in. */}
      {revoked && (
        <LiveRegion className={styles.revokedBanner} urgent>
          {t.revoked}
          {certificate.revokedAt && <span> {t.revokedAt(vnDate(certificate.revokedAt))}</span>}
        </LiveRegion>
      )}
      <div className={styles.actions} data-print-hide="">
        <Button variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
        {!revoked && (
          <ButtonAnchor
            href={linkedInAddUrl(certificate, t.organization, url)}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
          >
            {t.linkedIn}
          </ButtonAnchor>
        )}
        <ButtonLink to={paths.creatorDashboard}>{t.creatorDashboard}</ButtonLink>
      </div>
    </div>
  );
}

/** A state without a certificate: the page's heading and the notice. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className={styles.plainTitle}>{t.title}</h1>
      {children}
    </>
  );
}

/** /chung-nhan/:certId — the public certificate (docs/product.md §2, §5, §8). */
export function CertificatePage() {
  useDocumentTitle(t.title);
  const certId = (useParams().certId ?? '').trim();
  const query = useApiQuery('getCertificate', { certId }, { enabled: certId !== '' });

  let body: ReactNode;
  if (!certId) {
    body = (
      <Frame>
        <Notice kind="error">{t.invalidId}</Notice>
      </Frame>
    );
  } else if (query.data) {
    body = <CertificateView certificate={query.data} />;
  } else if (query.isError) {
    const { text, retry } = errorText(query.error);
    body = (
      <Frame>
        <Notice kind="error" onRetry={retry ? () => void query.refetch() : undefined}>
          {text}
        </Notice>
      </Frame>
    );
  } else {
    // The sheet the HTML painted (routing/frames.ts), its heading in place, until the certificate is in.
    body = (
      <div className={styles.layout}>
        <CertificateSheet organization={t.organization} title={t.title} />
        <Notice kind="loading" label={t.loading} />
      </div>
    );
  }
  return <div className="app-cert-page">{body}</div>;
}
