import type { MyRefundRequest } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { accountMessages } from '@app/shared/messages/account';
import { vnDate } from '@app/shared/time/vietnam';
import list from '../../app/itemList.module.css';
import { refundStatusText } from './refundView';
import styles from './refunds.module.css';

const t = accountMessages.libraryRefund;

/** One request: what, when, how much, its status (with the admin's reason when rejected) and the buyer's reason. */
function Request({ request }: { request: MyRefundRequest }) {
  return (
    <li className={list.item}>
      <div className={list.body}>
        <p className={list.kind}>{t.kind[request.kind]}</p>
        <h3 className={list.title}>{request.title}</h3>
        <p className={`${styles.status} ${styles[request.status]}`}>{refundStatusText(request)}</p>
        <p className={list.meta}>{t.requestedAt(vnDate(request.createdAt), formatVnd(request.amount))}</p>
        {request.sentAt && <p className={list.meta}>{t.sentAt(vnDate(request.sentAt))}</p>}
        <p className={`${list.meta} ${styles.reason}`}>{t.yourReason(request.reason)}</p>
      </div>
    </li>
  );
}

/**
 * Every refund request of the user, newest first: a refunded product has left the library, so this is where
 * its outcome stays visible.
 */
export function RefundRequests({ requests }: { requests: readonly MyRefundRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="library-refunds" className={list.section}>
      <h2 id="library-refunds" className={list.heading}>
        {t.requestsTitle}
      </h2>
      <p className={list.hint}>{t.requestsHint}</p>
      <ul className={list.list}>
        {requests.map((request) => (
          <Request key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
