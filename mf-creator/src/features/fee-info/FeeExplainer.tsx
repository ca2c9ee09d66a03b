import { creatorMessages } from '@app/shared/messages/creator';
import { Notice } from '@app/shared/ui/Notice';
import { FeeCalculator } from './FeeCalculator';
import { FeeModel } from './FeeModel';
import { useFeeSettings } from './useFeeSettings';
import styles from './fees.module.css';

const t = creatorMessages.fees;

/** The fee model and the calculator, shared by /pricing and /creator/fee-info. */
export function FeeExplainer() {
  const { state, retry } = useFeeSettings();
  if (state.status === 'loading') return <Notice kind="loading" label={t.loading} />;
  if (state.status === 'error') {
    return (
      <Notice kind="error" title={t.loadFailed} onRetry={retry}>
        {state.message}
      </Notice>
    );
  }
  return (
    <div className={styles.stack}>
      <FeeModel settings={state.settings} />
      <FeeCalculator settings={state.settings} />
    </div>
  );
}
