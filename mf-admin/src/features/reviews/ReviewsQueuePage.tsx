import { adminReviewsMessages } from '@app/shared/messages/admin/reviews';
import { LoadedList } from '@app/shared/ui/Loaded';
import { queuePage, type QueueActions } from '../../app/QueuePage';
import { OpenActions, RestoreAction } from './ReviewDecision';
import { ReportedReviewCard } from './ReportedReviewCard';
import { useReviewQueue, type ReviewTab } from './useReviewQueue';
import styles from './reviews.module.css';

const t = adminReviewsMessages;

/** The reviews of one tab, each with what can be done with it there. */
function ReviewList({ tab, ...actions }: QueueActions & { tab: ReviewTab }) {
  const reviews = useReviewQueue(tab);
  return (
    <LoadedList
      query={reviews}
      messages={t}
      empty={t.empty[tab]}
      className={styles.list}
      itemKey={(review) => String(review.id)}
    >
      {(review) => (
        <ReportedReviewCard review={review}>
          {tab === 'open' ? (
            <OpenActions review={review} {...actions} />
          ) : (
            <RestoreAction review={review} {...actions} />
          )}
        </ReportedReviewCard>
      )}
    </LoadedList>
  );
}

const listOf = (tab: ReviewTab) =>
  function ReviewTabPanel(actions: QueueActions) {
    return <ReviewList tab={tab} {...actions} />;
  };

/** /admin/reviews — reviews users reported: hide (with the reason its author sees) or keep; hidden ones. */
export const ReviewsQueuePage = queuePage(t, { open: listOf('open'), hidden: listOf('hidden') });
