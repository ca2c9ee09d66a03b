import { MAX_PAYOUT_ACCOUNTS } from '@app/shared/contracts/limits';
import { accountMessages } from '@app/shared/messages/account';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
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
  const status = useActionStatus();

  async function onDelete(id: string): Promise<boolean> {
    const error = await remove(id);
    if (error) status.failed(error);
    else status.done(t.deleted);
    return !error;
  }

  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="accounts-title">
          <h2 id="accounts-title">{t.listTitle}</h2>
          <ActionStatus status={status} />
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
                  status.clear();
                  const error = await add(input);
                  if (!error) status.done(t.added);
                  return error;
                }}
              />
            )}
          </section>
        )}
      </div>
    </PageFrame>
  );
}
