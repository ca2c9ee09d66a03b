import type { AdminCertificate } from '@app/shared/contracts/admin';
import { adminCertificatesMessages } from '@app/shared/messages/admin/certificates';
import { ActionDialog } from '../../app/ActionDialog';
import type { useCertificateActions } from './useCertificateActions';

const t = adminCertificatesMessages;
/** The calls' limits on the reason: revokeCertificate's (shown on the public page), restoreCertificate's. */
const REVOKE_REASON_MAX = 500;
const RESTORE_REASON_MAX = 1000;

type Props = {
  certificate: AdminCertificate;
  actions: ReturnType<typeof useCertificateActions>;
  /** Told what was done, to announce it. */
  onDone: (message: string) => void;
};

/** 'Thu hồi' (a reason is required) or 'Khôi phục' (optional), each confirmed in a dialog. */
export function CertificateAction({ certificate, actions, onDone }: Props) {
  const { id } = certificate;
  // The button's text is the action; the certificate it acts on is said to assistive technology only.
  const withTarget = (action: string) => (
    <>
      {action}
      <span className="visually-hidden">{t.actionTarget(id)}</span>
    </>
  );
  const common = { submitLabel: t.confirm, busyLabel: t.working, cancelLabel: t.cancel };
  if (certificate.revokedAt)
    return (
      <ActionDialog
        {...common}
        opener={{ label: withTarget(t.restore), variant: 'secondary', size: 'sm' }}
        title={t.restoreTitle(id)}
        description={t.restoreBody}
        fields={[{ name: 'reason', label: t.reasonOptional, multiline: true, maxLength: RESTORE_REASON_MAX }]}
        onSubmit={({ reason }) => actions.restore(id, reason || undefined)}
        done={{ message: t.restoredDone(id), say: onDone }}
      />
    );
  return (
    <ActionDialog
      {...common}
      opener={{ label: withTarget(t.revoke), variant: 'danger', size: 'sm' }}
      title={t.revokeTitle(id)}
      description={t.revokeBody(certificate.userName, certificate.courseName)}
      fields={[
        {
          name: 'reason',
          label: t.revokeReason,
          hint: t.revokeReasonHint,
          required: t.revokeReasonRequired,
          multiline: true,
          maxLength: REVOKE_REASON_MAX,
        },
      ]}
      tone="danger"
      onSubmit={({ reason }) => actions.revoke(id, reason)}
      done={{ message: t.revokedDone(id), say: onDone }}
    />
  );
}
