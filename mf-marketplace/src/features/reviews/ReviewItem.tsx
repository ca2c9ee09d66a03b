import type { Review } from '@app/shared/contracts/reviews';
import { REVIEW_REPORT_MAX, REVIEW_TEXT_MAX } from '@app/shared/contracts/limits';
import { reviewMessages } from '@app/shared/messages/reviews';
import { vnDate } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { LazyFormDialog } from '@app/shared/ui/LazyFormDialog';
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
  const { actions, say } = viewer;
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
          <TextDialog
            opener={{ label: t.report, name: t.reportOf(author), variant: 'ghost' }}
            words={{
              title: t.reportTitle,
              description: t.reportDescription,
              submit: t.reportSubmit,
              busy: t.reporting,
            }}
            field={{ label: t.reportReason, maxLength: REVIEW_REPORT_MAX }}
            send={(reason) => actions.report(review.id, reason)}
            done={t.reportDone}
            viewer={viewer}
          />
        ))}
      {viewer.isCreator && !review.reply && (
        <TextDialog
          opener={{ label: t.answer, name: t.answerOf(author), variant: 'secondary' }}
          words={{ title: t.answerTitle, description: t.answerDescription, submit: t.answerSubmit, busy: t.answering }}
          field={{ label: t.answerLabel, maxLength: REVIEW_TEXT_MAX, required: t.answerRequired }}
          send={(reply) => actions.reply(review.id, reply)}
          done={t.answerDone}
          viewer={viewer}
        />
      )}
    </div>
  );
}

type TextDialogProps = {
  opener: { label: string; name: string; variant: 'ghost' | 'secondary' };
  words: { title: string; description: string; submit: string; busy: string };
  /** The one text it asks for (a report's reason, the creator's answer). */
  field: { label: string; maxLength: number; required?: string };
  /** Sends the text: resolves to null once done, or to the refusal's words (shown in the dialog). */
  send: (text: string) => Promise<string | null>;
  /** What the section's status line says once it is done. */
  done: string;
  viewer: Viewer;
};

/**
 * An action on a review that asks for one text first, in a dialog from the kit; signed-in viewers only, so its
 * code is not the page's to load for everyone else.
 */
function TextDialog({ opener, words, field, send, done, viewer }: TextDialogProps) {
  return (
    <LazyFormDialog
      trigger={
        <Button variant={opener.variant} size="sm" aria-label={opener.name}>
          {opener.label}
        </Button>
      }
      title={words.title}
      description={words.description}
      fields={[{ name: 'text', multiline: true, ...field }]}
      submitLabel={words.submit}
      busyLabel={words.busy}
      cancelLabel={t.cancel}
      onSubmit={async ({ text }) => {
        const failure = await send(text);
        if (!failure) viewer.say.done(done);
        return failure;
      }}
      focusAfterSuccess={viewer.focusAfter}
    />
  );
}
