import { hasRole, useAuthStore } from '@app/shared/auth/store';
import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { FeeExplainer } from '../fee-info/FeeExplainer';
import styles from '../fee-info/fees.module.css';
import { Card } from '@app/shared/ui/Card';

const t = creatorMessages.pricing;

/** /pricing (public): the fee model and calculator, and the way in for a future creator. */
export function PricingPage() {
  const isCreator = useAuthStore((state) => hasRole(state.user, 'creator'));
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={isCreator ? areaNav : undefined}>
      <div className={styles.stack}>
        <FeeExplainer />
        <Card title={t.ctaTitle} className={styles.cta}>
          {isCreator ? (
            <ButtonLink to={paths.creatorProducts}>{t.ctaProducts}</ButtonLink>
          ) : (
            <ButtonLink to={paths.becomeCreator}>{t.ctaBecome}</ButtonLink>
          )}
        </Card>
      </div>
    </PageFrame>
  );
}
