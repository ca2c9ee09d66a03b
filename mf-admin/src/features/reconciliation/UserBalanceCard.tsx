import { useState } from 'react';
import { checkUserBalanceInput } from '@app/shared/contracts/browser';
import type { UserBalanceCheck } from '@app/shared/contracts/reconciliation';
import { useApiQuery } from '@app/shared/data/query';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { formatVnd } from '@app/shared/format';
import { adminReconciliationMessages } from '@app/shared/messages/admin/reconciliation';
import { Button } from '@app/shared/ui/Button';
import { Card } from '@app/shared/ui/Card';
import { Field } from '@app/shared/ui/Field';
import { Loaded } from '@app/shared/ui/Loaded';
import { Table, type Column } from '@app/shared/ui/Table';
import { accountName, Difference } from './amounts';
import styles from './reconciliation.module.css';

const t = adminReconciliationMessages;

type Draft = { uid: string };
const resolver = schemaResolver(checkUserBalanceInput, (draft: Draft) => draft);

type Row = UserBalanceCheck['rows'][number];
const columns: Column<Row>[] = [
  { label: t.account, rowHeader: true, cell: (row) => accountName(row.account) },
  {
    label: t.stored,
    numeric: true,
    nowrap: true,
    cell: (row) => (row.stored === null ? t.notStored : formatVnd(row.stored)),
  },
  { label: t.recomputed, numeric: true, nowrap: true, cell: (row) => formatVnd(row.recomputed) },
  {
    label: t.difference,
    nowrap: true,
    cell: (row) => (row.stored === null ? '—' : <Difference amount={row.stored - row.recomputed} />),
  },
];

function UserBalance({ uid }: { uid: string }) {
  const query = useApiQuery('checkUserBalance', { uid });
  return (
    <Loaded
      query={query}
      messages={{ loading: t.userLoading, loadFailed: t.userFailed }}
      empty={t.userEmpty}
      items={(data) => data.rows}
    >
      {(data) => (
        <Table caption={t.userCaption(data.uid)} columns={columns} rows={data.rows} rowKey={(row) => row.account} />
      )}
    </Loaded>
  );
}

/** Any user's stored balances against the ones their ledger lines add up to. */
export function UserBalanceCard() {
  const [uid, setUid] = useState<string | null>(null);
  const form = useContractForm({ resolver, defaultValues: { uid: '' } });
  const onSubmit = form.submit((value) => setUid(value.uid));
  return (
    <Card title={t.userTitle}>
      <p className={`muted ${styles.lead}`}>{t.userLead}</p>
      <form className={styles.userForm} onSubmit={onSubmit} noValidate>
        <Field {...form.field('uid', 'reconciliation-uid')} label={t.uid} autoComplete="off" maxLength={64} />
        <Button type="submit">{t.checkUser}</Button>
      </form>
      {uid && <UserBalance key={uid} uid={uid} />}
    </Card>
  );
}
