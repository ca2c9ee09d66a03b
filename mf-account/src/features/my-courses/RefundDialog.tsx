import { useId, useState, type FormEvent } from 'react';
import { accountMessages } from '@app/shared/messages/account';
import { Button } from '@app/shared/ui/Button';
import { Dialog } from '@app/shared/ui/Dialog';
import { FormError } from '@app/shared/ui/Field';
import { checkReason } from './refund';
import { useRequestRefund } from './useMyCourses';
import styles from './MyCourses.module.css';

const t = accountMessages.myCourses.refund;

type Props = {
  courseId: string;
  title: string;
  deadline: string | null;
  /** After the server has recorded the request. */
  onSent: () => void;
};

/** 'Yêu cầu hoàn tiền': a dialog asking for the reason (required), then `requestCourseRefund`. */
export function RefundDialog({ courseId, title, deadline, onSent }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestRefund();
  const id = useId();
  const fieldId = `${id}-reason`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;

  const onOpenChange = (next: boolean) => {
    if (request.isPending) return;
    setOpen(next);
    setError(null);
    setFailure(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const checked = checkReason(reason);
    setFailure(null);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    try {
      await request.mutateAsync({ courseId, reason: checked.reason });
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : null);
      return;
    }
    setOpen(false);
    setReason('');
    onSent();
  }

  return (
    <Dialog
      trigger={
        <Button variant="secondary" aria-label={t.openLabel(title)}>
          {t.open}
        </Button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title={t.dialogTitle}
      description={t.dialogDescription(deadline)}
      closeLabel={t.cancel}
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={request.isPending}>
        <FormError message={failure} />
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={fieldId}>
            {t.reasonLabel}
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            rows={4}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <p id={hintId} className={styles.fieldHint}>
            {t.reasonHint}
          </p>
          {error && (
            <p id={errorId} className={styles.fieldError}>
              {error}
            </p>
          )}
        </div>
        <div className={styles.dialogActions}>
          <Button type="button" variant="secondary" disabled={request.isPending} onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {request.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
