import { creatorMessages } from '@app/shared/messages/creator';
import { useApiQuery } from '@app/shared/data/query';
import { Loaded } from '@app/shared/ui/Loaded';
import { FeeCalculator } from './FeeCalculator';
import { FeeModel } from './FeeModel';
import styles from './fees.module.css';

const t = creatorMessages.fees;

/** The fee model and the calculator, shared by /pricing and /creator/fee-info, from the fee rules the ledger applies (never a copy in the page). */
export function FeeExplainer() {
  const query = useApiQuery('getFeeSettings', null);
  return (
    <Loaded query={query} messages={t}>
      {(settings) => (
        <div className={styles.stack}>
          <FeeModel settings={settings} />
          <FeeCalculator settings={settings} />
        </div>
      )}
    </Loaded>
  );
}
