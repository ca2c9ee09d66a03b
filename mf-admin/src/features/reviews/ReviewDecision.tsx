import type { ReportedReview } from '@app/shared/contracts/reviews';
import { adminReviewsMessages } from '@app/shared/messages/admin/reviews';
import { ActionDialog, RefusalDialog } from '../../app/ActionDialog';
import type { QueueActions } from '../../app/QueuePage';
import { authorOf } from './ReportedReviewCard';
import { useDecideReview } from './useReviewQueue';
import styles from './reviews.module.css';

const t = adminReviewsMessages;

type Props = QueueActions & { review: ReportedReview };
type KeepWords = {
  label: string;
  labelOf: (review: string) => string;
  title: string;
  description: string;
  done: (author: string) => string;
};

/** Keep a reported review (its reports are closed) or show a hidden one again: both are the decision `keep`. */
function KeepAction({ review, words, onDone, focusAfter }: Props & { words: KeepWords }) {
  const decide = useDecideReview();
  const author = authorOf(review);
  return (
    <ActionDialog
      cancelLabel={t.hide.cancel}
      focusAfterSuccess={focusAfter}
      opener={{
        label: words.label,
        name: words.labelOf(t.reviewOf(author, review.productTitle)),
        variant: 'secondary',
      }}
      title={words.title}
      description={words.description}
      fields={[{ name: 'note', label: t.noteOptional, multiline: true, maxLength: 1000 }]}
      submitLabel={words.label}
      busyLabel={t.saving}
      onSubmit={({ note }) => decide(review.id, 'keep', note)}
      done={{ message: words.done(author), say: onDone }}
    />
  );
}

/** A reported review: hide it (with the reason its author sees), or keep it. */
export function OpenActions(props: Props) {
  const { review, onDone, focusAfter } = props;
  const decide = useDecideReview();
  const author = authorOf(review);
  return (
    <div className={styles.actions}>
      <RefusalDialog
        messages={t.hide}
        name={t.reviewOf(author, review.productTitle)}
        description={t.hideDescription}
        onReject={async (reason) => {
          const failure = await decide(review.id, 'hide', reason);
          if (!failure) onDone(t.hidden(author));
          return failure;
        }}
        focusAfterSuccess={focusAfter}
      />
      <KeepAction {...props} words={t.keep} />
    </div>
  );
}

/** A hidden review: show it again (an admin's mistake, or the author's appeal). */
export function RestoreAction(props: Props) {
  return (
    <div className={styles.actions}>
      <KeepAction {...props} words={t.restore} />
    </div>
  );
}
