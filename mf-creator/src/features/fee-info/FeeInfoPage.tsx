import { creatorMessages } from '@app/shared/messages/creator';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { FeeExplainer } from './FeeExplainer';

const t = creatorMessages.feeInfo;

/** /creator/fee-info: the fee model and calculator for signed-in creators. */
export function FeeInfoPage() {
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <FeeExplainer />
    </PageFrame>
  );
}
