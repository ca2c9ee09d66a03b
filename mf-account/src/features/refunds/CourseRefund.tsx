import type { MyCourse } from '@app/shared/contracts/academy';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { RefundDialog } from './RefundDialog';
import { courseRefundView } from './refundView';
import styles from './refunds.module.css';

/** A course card's refund guarantee: the request's status, why none can be asked, or the button to ask. */
export function CourseRefund({ course }: { course: MyCourse }) {
  const status = useActionStatus();
  const view = courseRefundView(course.refund);
  if (!view.canRequest && !view.request && !view.blocked && !status.outcome) return null;
  return (
    <div className={styles.course}>
      <ActionStatus status={status} />
      {view.request && (
        <p className={styles.line}>
          <strong>{view.request.status}</strong>
          {view.request.note && <span className={styles.note}>{view.request.note}</span>}
        </p>
      )}
      {view.blocked && <p className={styles.line}>{view.blocked}</p>}
      {view.canRequest && (
        <RefundDialog
          item={{ kind: 'course', courseId: course.courseId }}
          title={course.title}
          deadline={course.refund.deadline}
          onSent={status.done}
          focusAfter={() => status.statusRef.current}
        />
      )}
    </div>
  );
}
