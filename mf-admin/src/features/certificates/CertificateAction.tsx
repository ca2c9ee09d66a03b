import type { AdminCertificate } from '@app/shared/contracts/admin';
import { adminCertificatesMessages } from '@app/shared/messages/admin/certificates';
import { Button } from '@app/shared/ui/Button';
import { FormDialog } from '@app/shared/ui/FormDialog';
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
  const common = { submitLabel: t.confirm, busyLabel: t.working, cancelLabel: t.cancel };
  if (certificate.revokedAt)
    return (
      <FormDialog
        {...common}
        trigger={
          <Button variant="secondary" size="sm">
            {t.restore}
            <span className="visually-hidden">{t.actionTarget(id)}</span>
          </Button>
        }
        title={t.restoreTitle(id)}
        description={t.restoreBody}
        fields={[{ name: 'reason', label: t.reasonOptional, multiline: true, maxLength: RESTORE_REASON_MAX }]}
        onSubmit={async ({ reason }) => {
          const error = await actions.restore(id, reason || undefined);
          if (!error) onDone(t.restoredDone(id));
          return error;
        }}
      />
    );
  return (
    <FormDialog
      {...common}
      trigger={
        <Button variant="danger" size="sm">
          {t.revoke}
          <span className="visually-hidden">{t.actionTarget(id)}</span>
        </Button>
      }
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
      onSubmit={async ({ reason }) => {
        const error = await actions.revoke(id, reason);
        if (!error) onDone(t.revokedDone(id));
        return error;
      }}
    />
  );
}
