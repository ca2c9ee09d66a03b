import { useState } from 'react';
import type { FeeSettings } from '@app/shared/contracts/ledger';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { Field } from '@app/shared/ui/Field';
import { formatPercent } from '@app/shared/format';
import { bpsToPercent } from '@app/shared/money/amount';
import { calculate } from './calculator';
import styles from './fees.module.css';
import { Card } from '@app/shared/ui/Card';

const t = creatorMessages.fees;

/** Price and commission in, the four parts of the sale out (live, announced politely). */
export function FeeCalculator({ settings }: { settings: FeeSettings }) {
  const [price, setPrice] = useState('199000');
  const [commission, setCommission] = useState('0');
  const result = calculate(price, commission, settings);

  return (
    <Card title={t.calculatorTitle}>
      <div className={styles.calculator}>
        <form className={styles.inputs} onSubmit={(event) => event.preventDefault()} noValidate>
          <Field
            id="calc-price"
            label={t.price}
            hint={t.priceHint}
            numeric
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={result.ok ? null : result.priceError}
          />
          <Field
            id="calc-commission"
            label={t.commission}
            hint={t.commissionHint(settings.maxCommissionPercent)}
            type="number"
            inputMode="numeric"
            min={0}
            max={settings.maxCommissionPercent}
            step={1}
            value={commission}
            onChange={(event) => setCommission(event.target.value)}
            error={result.ok ? null : result.commissionError}
          />
        </form>
        <div className={styles.result} aria-live="polite">
          <h3>{t.resultTitle}</h3>
          {result.ok && (
            <dl className={styles.lines}>
              <div>
                <dt>{t.buyerPays}</dt>
                <dd>{formatVnd(result.split.price)}</dd>
              </div>
              <div>
                <dt>{t.platformFee(formatPercent(bpsToPercent(settings.feeBps)))}</dt>
                <dd>− {formatVnd(result.split.fee)}</dd>
              </div>
              <div>
                <dt>{t.affiliateCommission(formatPercent(result.commissionPercent))}</dt>
                <dd>− {formatVnd(result.split.commission)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t.creatorReceives}</dt>
                <dd>{formatVnd(result.split.creator)}</dd>
              </div>
            </dl>
          )}
          <p className={styles.note}>{t.rounding}</p>
        </div>
      </div>
    </Card>
  );
}
