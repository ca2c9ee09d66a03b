import type { RefundEligibility } from '@app/shared/contracts/refunds';
import { accountMessages } from '@app/shared/messages/account';
import { vnDateTime } from '@app/shared/time/vietnam';
import list from '../../app/itemList.module.css';
import { refundStatusText } from './refundView';
import styles from './refunds.module.css';

const t = accountMessages.libraryRefund;

/** A library product's refund: its request's status, or until when one may be asked. */
export function ProductRefundLine({ refund }: { refund: RefundEligibility }) {
  return (
    <>
      {refund.request && (
        <p className={`${styles.status} ${styles[refund.request.status]}`}>
          {t.statusLabel} {refundStatusText(refund.request)}
        </p>
      )}
      {refund.eligible && refund.deadline && <p className={list.meta}>{t.until(vnDateTime(refund.deadline))}</p>}
    </>
  );
}
