import { useRef, useState } from 'react';
import type { MyCourse } from '@app/shared/contracts/academy';
import { RefundDialog } from './RefundDialog';
import { courseRefundView } from './refundView';
import styles from './refunds.module.css';

/** A course card's refund guarantee: the request's status, why none can be asked, or the button to ask. */
export function CourseRefund({ course }: { course: MyCourse }) {
  const [sent, setSent] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const view = courseRefundView(course.refund);
  if (!view.canRequest && !view.request && !view.blocked && !sent) return null;
  return (
    <div className={styles.course}>
      {sent && (
        <p ref={status} className={styles.courseSent} role="status" tabIndex={-1}>
          {sent}
        </p>
      )}
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
          onSent={setSent}
          focusAfter={() => status.current}
        />
      )}
    </div>
  );
}
