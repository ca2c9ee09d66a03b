import type { Review } from '@app/shared/contracts/reviews';
import { REVIEW_REPORT_MAX, REVIEW_TEXT_MAX } from '@app/shared/contracts/limits';
import { reviewMessages } from '@app/shared/messages/reviews';
import { vnDate } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { FormDialog } from '@app/shared/ui/FormDialog';
import { RatingStars } from '@app/shared/ui/RatingStars';
import { authorLabel } from './reviewsView';
import type { useReviewActions } from './useReviewActions';
import styles from './Reviews.module.css';

const t = reviewMessages.item;

/** Who is looking, and where an action's outcome is said. */
export type Viewer = {
  signedIn: boolean;
  /** The viewer made the product: they may answer each review once. */
  isCreator: boolean;
  actions: ReturnType<typeof useReviewActions>;
  say: { done: (text: string) => void; failed: (text: string) => void };
  /** Where focus goes when the button acted with has gone (the section's status line). */
  focusAfter: () => HTMLElement | null;
};

/** One public review: stars, author, date, text, the creator's answer, and what the viewer may do with it. */
export function ReviewItem({ review, viewer }: { review: Review; viewer: Viewer }) {
  const author = authorLabel(review.authorName);
  return (
    <li className={styles.item}>
      <article aria-label={author}>
        <div className={styles.itemHead}>
          <RatingStars value={review.rating} size="sm" />
          <p className={styles.author}>{author}</p>
          <p className={styles.meta}>
            {t.verified} · {t.postedOn(vnDate(review.createdAt))}
            {review.editedAt && ` · ${t.edited}`}
          </p>
        </div>
        {review.body && <p className={styles.body}>{review.body}</p>}
        {review.reply && (
          <div className={styles.reply}>
            <p className={styles.replyTitle}>{t.reply}</p>
            <p className={styles.body}>{review.reply}</p>
          </div>
        )}
        <ReviewActions review={review} author={author} viewer={viewer} />
      </article>
    </li>
  );
}

function ReviewActions({ review, author, viewer }: { review: Review; author: string; viewer: Viewer }) {
  const { actions, say, focusAfter } = viewer;
  const others = viewer.signedIn && !review.mine;
  const vote = async () => {
    const failure = await actions.vote(review.id, !review.votedHelpful);
    if (failure) say.failed(failure);
  };
  return (
    <div className={styles.itemActions}>
      {others ? (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={review.votedHelpful}
          aria-label={t.helpfulLabel(author, review.helpfulCount, review.votedHelpful)}
          loading={actions.voting === review.id}
          onClick={() => void vote()}
        >
          {t.helpful(review.helpfulCount)}
        </Button>
      ) : (
        <span className={styles.meta}>{t.helpful(review.helpfulCount)}</span>
      )}
      {others &&
        (review.reportedByMe ? (
          <span className={styles.meta}>{t.reported}</span>
        ) : (
          <FormDialog
            trigger={
              <Button variant="ghost" size="sm" aria-label={t.reportOf(author)}>
                {t.report}
              </Button>
            }
            title={t.reportTitle}
            description={t.reportDescription}
            fields={[{ name: 'reason', label: t.reportReason, multiline: true, maxLength: REVIEW_REPORT_MAX }]}
            submitLabel={t.reportSubmit}
            busyLabel={t.reporting}
            cancelLabel={t.cancel}
            onSubmit={async ({ reason }) => {
              const failure = await actions.report(review.id, reason);
              if (!failure) say.done(t.reportDone);
              return failure;
            }}
            focusAfterSuccess={focusAfter}
          />
        ))}
      {viewer.isCreator && !review.reply && (
        <FormDialog
          trigger={
            <Button variant="secondary" size="sm" aria-label={t.answerOf(author)}>
              {t.answer}
            </Button>
          }
          title={t.answerTitle}
          description={t.answerDescription}
          fields={[
            {
              name: 'reply',
              label: t.answerLabel,
              multiline: true,
              required: t.answerRequired,
              maxLength: REVIEW_TEXT_MAX,
            },
          ]}
          submitLabel={t.answerSubmit}
          busyLabel={t.answering}
          cancelLabel={t.cancel}
          onSubmit={async ({ reply }) => {
            const failure = await actions.reply(review.id, reply);
            if (!failure) say.done(t.answerDone);
            return failure;
          }}
          focusAfterSuccess={focusAfter}
        />
      )}
    </div>
  );
}
