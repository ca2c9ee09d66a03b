import { useState } from 'react';
import { MAX_PAYMENT_METHODS } from '@app/shared/contracts/limits';
import { profileMessages } from '@app/shared/messages/profile';
import { FormError } from '@app/shared/ui/Field';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Notice } from '@app/shared/ui/Notice';
import { areaNav } from '../../app/nav';
import { AddMethodForm } from './AddMethodForm';
import { MethodList } from './MethodList';
import { usePaymentMethods } from './usePaymentMethods';
import styles from './payment.module.css';

/** /my/settings/payment: the bank accounts the user is paid to (list, add, delete). */
export function PaymentSettingsPage() {
  const t = profileMessages.payment;
  const { load, reload, add, remove } = usePaymentMethods();
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
        <section className={styles.card} aria-labelledby="methods-title">
          <h2 id="methods-title">{t.listTitle}</h2>
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
          {load.status === 'ready' && <MethodList methods={load.methods} onDelete={onDelete} />}
        </section>
        {load.status === 'ready' && (
          <section className={styles.card} aria-labelledby="add-title">
            <h2 id="add-title">{t.addTitle}</h2>
            {load.methods.length >= MAX_PAYMENT_METHODS ? (
              <p className={styles.muted}>{t.limit(MAX_PAYMENT_METHODS)}</p>
            ) : (
              <AddMethodForm
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
