import type { AdminCertificate } from '@app/shared/contracts/admin';
import { adminCertificatesMessages } from '@app/shared/messages/admin/certificates';
import { vnDate } from '@app/shared/time/vietnam';
import { formatScore } from '@app/shared/format';
import { Link } from '@app/shared/router';
import { Table, type Column } from '@app/shared/ui/Table';
import { CertificateAction } from './CertificateAction';
import type { useCertificateActions } from './useCertificateActions';
import styles from './certificates.module.css';

const t = adminCertificatesMessages;

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
  /** Said instead of the table when nothing was found. */
  empty: string;
};

function columns(actions: Props['actions'], onDone: Props['onDone']): Column<AdminCertificate>[] {
  return [
    {
      label: t.id,
      rowHeader: true,
      className: styles.code,
      cell: (certificate) => <Link to={`/chung-nhan/${encodeURIComponent(certificate.id)}`}>{certificate.id}</Link>,
    },
    {
      label: t.holder,
      cell: (certificate) => (
        <Link to={`/admin/users/${encodeURIComponent(certificate.userId)}`}>{certificate.userName}</Link>
      ),
    },
    { label: t.email, cell: (certificate) => certificate.userEmail ?? '—' },
    { label: t.course, cell: (certificate) => certificate.courseName },
    { label: t.score, numeric: true, cell: (certificate) => formatScore(certificate.score) },
    { label: t.issued, nowrap: true, cell: (certificate) => vnDate(certificate.issuedAt) },
    { label: t.status, cell: (certificate) => <Status certificate={certificate} /> },
    {
      label: t.actions,
      cell: (certificate) => <CertificateAction certificate={certificate} actions={actions} onDone={onDone} />,
    },
  ];
}

/** The certificates found; on a phone the table scrolls sideways inside its own (focusable) region. */
export function CertificatesTable({ certificates, caption, actions, onDone, empty }: Props) {
  return <Table caption={caption} captionHidden columns={columns(actions, onDone)} rows={certificates} empty={empty} />;
}
