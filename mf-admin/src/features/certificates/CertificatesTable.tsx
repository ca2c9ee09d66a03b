import type { AdminCertificate } from '@app/shared/contracts/admin';
import { adminMessages } from '@app/shared/messages/admin';
import { vnDate } from '@app/shared/money/vnTime';
import { Link } from '@app/shared/router';
import { moneyStyles as money } from '@app/shared/ui/money/moneyStyles';
import { CertificateAction } from './CertificateAction';
import type { useCertificateActions } from './useCertificateActions';
import styles from './certificates.module.css';

const t = adminMessages.certificates;

/** docs/product.md §9: a score with 2 decimals, as a percent (as on the public certificate): 86.666 → '86.67%'. */
export const formatScore = (score: number) => `${(Math.round(score * 100) / 100).toFixed(2)}%`;

function Status({ certificate }: { certificate: AdminCertificate }) {
  if (!certificate.revokedAt) return <span className={styles.valid}>{t.valid}</span>;
  return (
    <>
      <span className={styles.revoked}>{t.revoked}</span>
      {certificate.revokeReason && <span className={styles.reason}>{t.revokedReason(certificate.revokeReason)}</span>}
    </>
  );
}

type Props = {
  certificates: AdminCertificate[];
  caption: string;
  actions: ReturnType<typeof useCertificateActions>;
  onDone: (message: string) => void;
};

/** The certificates found; on a phone the table scrolls sideways inside its own (focusable) region. */
export function CertificatesTable({ certificates, caption, actions, onDone }: Props) {
  return (
    <div className={money.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={money.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.id}</th>
            <th scope="col">{t.holder}</th>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.course}</th>
            <th scope="col" className={money.num}>
              {t.score}
            </th>
            <th scope="col">{t.issued}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => (
            <tr key={certificate.id}>
              <th scope="row" className={styles.code}>
                <Link to={`/chung-nhan/${encodeURIComponent(certificate.id)}`}>{certificate.id}</Link>
              </th>
              <td>
                <Link to={`/admin/users/${encodeURIComponent(certificate.userId)}`}>{certificate.userName}</Link>
              </td>
              <td>{certificate.userEmail ?? '—'}</td>
              <td>{certificate.courseName}</td>
              <td className={money.num}>{formatScore(certificate.score)}</td>
              <td className={styles.nowrap}>{vnDate(certificate.issuedAt)}</td>
              <td>
                <Status certificate={certificate} />
              </td>
              <td>
                <CertificateAction certificate={certificate} actions={actions} onDone={onDone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
