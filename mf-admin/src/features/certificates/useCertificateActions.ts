import { useApiMutation } from '@app/shared/data/query';
import { commonMessages } from '@app/shared/messages/common';

// The admin list, the holder's admin page, the public certificate page and the log all show the change.

const errorText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/** Revoke (a reason is required) or restore (optional); each resolves with the server's error text, or null. */
export function useCertificateActions() {
  const revoking = useApiMutation('revokeCertificate');
  const restoring = useApiMutation('restoreCertificate');

  const revoke = (certId: string, reason: string): Promise<string | null> =>
    revoking.mutateAsync({ certId, reason }).then(() => null, errorText);

  const restore = (certId: string, reason: string | undefined): Promise<string | null> =>
    restoring.mutateAsync({ certId, ...(reason ? { reason } : {}) }).then(() => null, errorText);

  return { revoke, restore };
}
