import type { AdminTransfer } from '@app/shared/contracts/admin';
import { adminTransfersMessages } from '@app/shared/messages/admin/transfers';
import { LoadedPages } from '@app/shared/ui/LoadMore';
import { Table, type Column } from '@app/shared/ui/Table';
import { useTransfers, type TransferTab } from './useTransfers';

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
  return (
    <LoadedPages query={useTransfers(state)} rowsOf={(page) => page.transfers} messages={t} empty={empty}>
      {(transfers) => <Table caption={caption} columns={columns} rows={transfers} />}
    </LoadedPages>
  );
}
