import type { PayoutOverview } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { moneyMessages } from '@app/shared/messages/money';
import { paths } from '@app/shared/routing/paths';
import { Notice } from '@app/shared/ui/Notice';
import { vnDateTime } from '@app/shared/time/vietnam';
import { accountText, RequestPayoutForm } from '@app/shared/ui/payouts/RequestPayoutForm';
import type { MethodsState, PayoutRequest } from '@app/shared/money/usePayouts';
import { Card } from '@app/shared/ui/Card';
import styles from './payouts.module.css';

const t = moneyMessages.payouts;

type Props = {
  overview: PayoutOverview;
  methods: MethodsState;
  retryMethods: () => void;
  sent: string | null;
  onRequest: (request: PayoutRequest) => Promise<string | null>;
};

/** 'Yêu cầu rút tiền': the open request if there is one (one at a time), else the form when it can be used. */
function Content({ overview, methods, retryMethods, onRequest }: Omit<Props, 'sent'>) {
  const open = overview.openPayout;
  if (open) {
    return (
      <Notice kind="info" title={t.openTitle}>
        {t.openBody(formatVnd(open.amount), accountText(open), vnDateTime(open.createdAt))}
      </Notice>
    );
  }
  const { available } = overview.balance;
  if (available < overview.minPayout) {
    return <Notice kind="info">{t.belowMinimum(formatVnd(overview.minPayout), formatVnd(available))}</Notice>;
  }
  if (methods.status === 'loading') return <Notice kind="loading" />;
  if (methods.status === 'error') {
    return (
      <Notice kind="error" title={t.methodsFailed} onRetry={retryMethods}>
        {methods.message}
      </Notice>
    );
  }
  if (methods.methods.length === 0) {
    return (
      <Notice kind="empty" title={t.noMethodTitle} link={{ to: paths.payoutAccounts, label: t.addMethod }}>
        {t.noMethodBody}
      </Notice>
    );
  }
  return (
    <RequestPayoutForm
      methods={methods.methods}
      minPayout={overview.minPayout}
      available={available}
      onRequest={onRequest}
    />
  );
}

export function RequestSection({ sent, ...props }: Props) {
  return (
    <Card title={t.requestTitle}>
      {sent && (
        <p className={styles.success} role="status">
          {sent}
        </p>
      )}
      <Content {...props} />
    </Card>
  );
}
