import type { ReportedReview } from '@app/shared/contracts/reviews';
import { adminReviewsMessages } from '@app/shared/messages/admin/reviews';
import { ActionDialog } from '../../app/ActionDialog';
import type { QueueActions } from '../../app/QueuePage';
import { authorOf } from './ReportedReviewCard';
import { useDecideReview } from './useReviewQueue';
import styles from './reviews.module.css';

const t = adminReviewsMessages;

type Props = QueueActions & { review: ReportedReview };

/** A reported review: hide it (the reason its author sees), or keep it (its reports are closed). */
export function OpenActions({ review, onDone, focusAfter }: Props) {
  const decide = useDecideReview();
  const author = authorOf(review);
  const shared = { cancelLabel: t.cancel, focusAfterSuccess: focusAfter };
  return (
    <div className={styles.actions}>
      <ActionDialog
        {...shared}
        opener={{ label: t.hide, name: t.hideLabel(review.productTitle, author), variant: 'danger' }}
        title={t.hideTitle}
        description={t.hideDescription}
        fields={[
          { name: 'reason', label: t.hideReason, required: t.hideReasonRequired, multiline: true, maxLength: 1000 },
        ]}
        submitLabel={t.hide}
        busyLabel={t.hiding}
        tone="danger"
        onSubmit={({ reason }) => decide(review.id, 'hide', reason)}
        done={{ message: t.hidden(author), say: onDone }}
      />
      <ActionDialog
        {...shared}
        opener={{ label: t.keep, name: t.keepLabel(review.productTitle, author), variant: 'secondary' }}
        title={t.keepTitle}
        description={t.keepDescription}
        fields={[{ name: 'note', label: t.noteOptional, multiline: true, maxLength: 1000 }]}
        submitLabel={t.keep}
        busyLabel={t.saving}
        onSubmit={({ note }) => decide(review.id, 'keep', note)}
        done={{ message: t.kept(author), say: onDone }}
      />
    </div>
  );
}

/** A hidden review: show it again (an admin's mistake, or the author's appeal). */
export function RestoreAction({ review, onDone, focusAfter }: Props) {
  const decide = useDecideReview();
  const author = authorOf(review);
  return (
    <div className={styles.actions}>
      <ActionDialog
        cancelLabel={t.cancel}
        focusAfterSuccess={focusAfter}
        opener={{ label: t.restore, name: t.restoreLabel(review.productTitle, author), variant: 'secondary' }}
        title={t.restoreTitle}
        description={t.restoreDescription}
        fields={[{ name: 'note', label: t.noteOptional, multiline: true, maxLength: 1000 }]}
        submitLabel={t.restore}
        busyLabel={t.saving}
        onSubmit={({ note }) => decide(review.id, 'keep', note)}
        done={{ message: t.restored(author), say: onDone }}
      />
    </div>
  );
}
