import type { ReactNode } from 'react';
import type { RefundRequest } from '@app/shared/contracts/refunds';
import { formatVnd } from '@app/shared/format';
import { adminRefundsMessages } from '@app/shared/messages/admin/refunds';
import { vnDateTime } from '@app/shared/time/vietnam';
import { CopyButton } from '@app/shared/ui/CopyButton';
import { Fact } from '../../app/Fact';
import styles from './refunds.module.css';

const t = adminRefundsMessages;

/** One detail of a request: a term and its value. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Fact label={term} className={styles.detail}>
      {children}
    </Fact>
  );
}

/** Where the money goes back: the buyer's bank account copied onto the request when it was approved. */
export function RefundTransfer({ request }: { request: RefundRequest }) {
  const note = t.transferNoteValue(request.orderId);
  return (
    <div className={styles.transfer}>
      <h4 className={styles.transferTitle}>{t.transferTitle}</h4>
      {request.bankName && request.accountNumber ? (
        <dl className={styles.details}>
          <Detail term={t.transferAmount}>
            <strong>{formatVnd(request.amount)}</strong>
          </Detail>
          <Detail term={t.bank}>{request.bankName}</Detail>
          <Detail term={t.accountNumber}>
            <span className={styles.copyable}>
              <span className={styles.number}>{request.accountNumber}</span>
              <CopyButton value={request.accountNumber} label={t.accountNumber} />
            </span>
          </Detail>
          <Detail term={t.accountHolder}>{request.accountHolder}</Detail>
          <Detail term={t.transferNote}>
            <span className={styles.copyable}>
              <span className={styles.number}>{note}</span>
              <CopyButton value={note} label={t.transferNote} />
            </span>
          </Detail>
        </dl>
      ) : (
        <p className={styles.warning}>{t.noBank(request.userEmail ?? request.userId)}</p>
      )}
    </div>
  );
}

/** A decided request: sent (with its reference) or rejected (with the reason the buyer was given). */
export function RefundOutcome({ request }: { request: RefundRequest }) {
  const when = request.sentAt ?? request.decidedAt;
  return (
    <p className={styles.outcome}>
      <strong className={styles[request.status]}>{t.status[request.status]}</strong>
      {request.status === 'sent' && request.reference && <span>{t.reference(request.reference)}</span>}
      {request.status === 'rejected' && request.decisionNote && <span>{t.rejectionReason(request.decisionNote)}</span>}
      {request.status === 'sent' && request.decisionNote && <span>{t.adminNote(request.decisionNote)}</span>}
      {when && <span className={styles.muted}>{t.decidedAt(vnDateTime(when))}</span>}
    </p>
  );
}

/** What every request shows: what was bought, by whom, for how much, and why they want it back. */
export function RefundCard({ request, children }: { request: RefundRequest; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <p className={styles.kind}>{t.kind[request.kind]}</p>
        <h3 className={styles.title}>{request.title}</h3>
      </div>
      <dl className={styles.details}>
        <Detail term={t.buyer}>
          {request.userName || t.unknownName}
          {request.userEmail && <span className={styles.muted}> · {request.userEmail}</span>}
        </Detail>
        <Detail term={t.order}>{request.orderId}</Detail>
        <Detail term={t.amount}>{formatVnd(request.amount)}</Detail>
        <Detail term={t.requestedAt}>{vnDateTime(request.createdAt)}</Detail>
        <Detail term={t.reason}>
          <span className={styles.reason}>{request.reason}</span>
        </Detail>
      </dl>
      {children}
    </li>
  );
}
