import { saveCsv } from '@app/shared/csvDownload';
import { formatVnd } from '@app/shared/format';
import { adminPayoutsMessages } from '@app/shared/messages/admin/payouts';
import { vnDateTime } from '@app/shared/time/vietnam';
import { Button } from '@app/shared/ui/Button';
import { CopyButton } from '@app/shared/ui/CopyButton';
import { Table, type Column } from '@app/shared/ui/Table';
import { Stack } from '@app/shared/ui/Card';
import type { QueueActions } from '../../app/QueuePage';
import { LoadedPages } from '@app/shared/ui/LoadMore';
import { buildBulkTransferCsv, bulkTransferFileName } from './bulkTransferCsv';
import { payeeColumns } from './Payee';
import { PayoutActions } from './PayoutActions';
import { usePayoutTab, type AdminPayout } from './useAdminPayouts';
import styles from './payouts.module.css';

const t = adminPayoutsMessages;

/**
 * Saves the open requests as the bank's bulk-transfer CSV, made from the list on screen at the click. A
 * suspended owner's request is left out: their money is held, and paying it is a decision of its own.
 */
function downloadCsv(payouts: AdminPayout[]) {
  const payable = payouts.filter((payout) => payout.ownerSuspension === null);
  saveCsv(buildBulkTransferCsv(payable), bulkTransferFileName(new Date()));
}

type Props = QueueActions;

const heldCount = (payouts: AdminPayout[]) => payouts.filter((payout) => payout.ownerSuspension !== null).length;

function columns(actions: Props): Column<AdminPayout>[] {
  const [payee, ...rest] = payeeColumns;
  return [
    {
      ...payee,
      cell: (payout) => (
        <>
          {payee.cell(payout)}
          {payout.ownerSuspension !== null && (
            <span className={styles.held}>{t.suspended(payout.ownerSuspension)}</span>
          )}
        </>
      ),
    },
    ...rest,
    { label: t.columns.bank, cell: (payout) => payout.bankName },
    {
      label: t.columns.accountNumber,
      cell: (payout) => (
        <span className={styles.account}>
          <span className={styles.number}>{payout.accountNumber}</span>
          <CopyButton value={payout.accountNumber} label={t.columns.accountNumber} />
        </span>
      ),
    },
    { label: t.columns.holder, cell: (payout) => payout.accountHolder },
    { label: t.columns.requestedAt, nowrap: true, cell: (payout) => vnDateTime(payout.createdAt) },
    {
      label: t.columns.actions,
      cell: (payout) => <PayoutActions payout={payout} {...actions} />,
    },
  ];
}

/**
 * The open requests: who, how much, where to; settle each one, or export the ones shown for the bank (while
 * more are still to load, the summary says the file holds only those shown).
 */
export function OpenPayouts(actions: Props) {
  return (
    <LoadedPages query={usePayoutTab('open')} rowsOf={(page) => page.payouts} messages={t} empty={t.emptyOpen}>
      {(payouts, complete) => (
        <Stack>
          <div className={styles.export}>
            <p className={styles.summary}>
              {t.summary(payouts.length, formatVnd(payouts.reduce((sum, payout) => sum + payout.amount, 0)))}
              {!complete && <> {t.moreToLoad}</>}
            </p>
            <Button variant="secondary" onClick={() => downloadCsv(payouts)} aria-describedby="payouts-export-hint">
              {t.exportCsv}
            </Button>
            <p id="payouts-export-hint" className="muted">
              {t.exportHint}
              {heldCount(payouts) > 0 && <> {t.heldFromCsv(heldCount(payouts))}</>}
            </p>
          </div>
          <Table caption={t.captionOpen} columns={columns(actions)} rows={payouts} />
        </Stack>
      )}
    </LoadedPages>
  );
}
