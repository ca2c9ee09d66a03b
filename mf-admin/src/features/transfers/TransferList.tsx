import type { AdminTransfer } from '@app/shared/contracts/admin';
import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { Loaded } from '@app/shared/ui/Loaded';
import { LoadMore, nextPageOf } from '@app/shared/ui/LoadMore';
import { Table, type Column } from '@app/shared/ui/Table';
import { transfersOf, useTransfers, type TransferTab } from './useTransfers';

const t = adminTransfersMessages;

type Props = {
  state: TransferTab;
  caption: string;
  /** What the tab says when it holds nothing. */
  empty: string;
  columns: Column<AdminTransfer>[];
};

/** One tab's table: the rows of every page loaded so far, and "Tải thêm" under them while there are more. */
export function TransferList({ state, caption, empty, columns }: Props) {
  const transfers = useTransfers(state);
  return (
    <Loaded query={transfers} messages={t} empty={empty} items={transfersOf}>
      {(data) => (
        <>
          <Table caption={caption} columns={columns} rows={transfersOf(data)} />
          <LoadMore {...nextPageOf(transfers)} messages={t} />
        </>
      )}
    </Loaded>
  );
}
