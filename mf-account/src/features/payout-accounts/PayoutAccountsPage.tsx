import { useState } from 'react';
import { MAX_PAYOUT_ACCOUNTS } from '@app/shared/contracts/limits';
import { accountMessages } from '@app/shared/messages/account';
import { FormError } from '@app/shared/ui/Field';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Notice } from '@app/shared/ui/Notice';
import { areaNav } from '../../app/nav';
import { AddPayoutAccountForm } from './AddPayoutAccountForm';
import { PayoutAccountList } from './PayoutAccountList';
import { usePayoutAccounts } from './usePayoutAccounts';
import styles from './payoutAccounts.module.css';

/** /my/settings/payment: the bank accounts the user is paid to (list, add, delete). */
export function PayoutAccountsPage() {
  const t = accountMessages.payment;
  const { load, reload, add, remove } = usePayoutAccounts();
  const [listError, setListError] = useState<string | null>(null);
  const [listNotice, setListNotice] = useState<string | null>(null);

  async function onDelete(id: string): Promise<boolean> {
    const error = await remove(id);
    setListError(error);
    setListNotice(error ? null : t.deleted);
    return !error;
  }

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="accounts-title">
          <h2 id="accounts-title">{t.listTitle}</h2>
          <FormError message={listError} className={styles.message} />
          {listNotice && (
            <p className={styles.notice} role="status">
              {listNotice}
            </p>
          )}
          {load.status === 'loading' && <Notice kind="loading" />}
          {load.status === 'error' && (
            <Notice kind="error" onRetry={reload} retryLabel={t.retry}>
              {t.loadFailed}
            </Notice>
          )}
          {load.status === 'ready' && <PayoutAccountList accounts={load.accounts} onDelete={onDelete} />}
        </section>
        {load.status === 'ready' && (
          <section className={styles.card} aria-labelledby="add-title">
            <h2 id="add-title">{t.addTitle}</h2>
            {load.accounts.length >= MAX_PAYOUT_ACCOUNTS ? (
              <p className={styles.muted}>{t.limit(MAX_PAYOUT_ACCOUNTS)}</p>
            ) : (
              <AddPayoutAccountForm
                onAdd={async (input) => {
                  setListNotice(null);
                  return add(input);
                }}
              />
            )}
          </section>
        )}
      </div>
    </PageFrame>
  );
}
