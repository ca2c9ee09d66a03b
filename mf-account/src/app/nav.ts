import { accountMessages } from '@app/shared/messages/account';
import { paths } from '@app/shared/routing/paths';
import type { SubnavItem } from '@app/shared/ui/PageFrame';

const t = accountMessages.nav;

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: t.label,
  items: [
    { to: paths.library, label: t.library },
    { to: paths.wishlist, label: t.wishlist },
    { to: paths.myCourses, label: t.myCourses },
    { to: paths.profile, label: t.profile },
    { to: paths.payoutAccounts, label: t.payoutAccounts },
    { to: paths.affiliateDashboard, label: t.affiliateDashboard },
    { to: paths.affiliateMarketplace, label: t.affiliateMarketplace },
  ],
};
