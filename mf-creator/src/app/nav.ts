import { creatorMessages } from '@app/shared/messages/creator';
import { paths } from '@app/shared/routing/paths';
import type { SubnavItem } from '@app/shared/ui/PageFrame';

const t = creatorMessages.nav;

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: t.label,
  items: [
    { to: paths.creatorDashboard, label: t.dashboard },
    { to: paths.creatorProducts, label: t.products },
    { to: paths.creatorPayouts, label: t.payouts },
    { to: paths.creatorFeeInfo, label: t.feeInfo },
  ],
};
