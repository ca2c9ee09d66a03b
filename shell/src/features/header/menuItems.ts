// The user menu's items and their visibility rules (docs/product.md §2 "Header and footer", §6).
import { hasRole, type AppUser } from '@app/shared/auth/store';
import { commonMessages } from '@app/shared/messages/common';
import { paths } from '@app/shared/routing/paths';

export type MenuLink = { kind: 'link'; id: string; to: string; label: string; mobileOnly?: boolean };
export type MenuGroup = { kind: 'group'; id: string; label: string; items: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const t = commonMessages.nav;

export function menuEntries(user: AppUser): MenuEntry[] {
  const entries: MenuEntry[] = [
    { kind: 'link', id: 'profile', to: paths.profile, label: t.profile },
    { kind: 'link', id: 'library', to: paths.library, label: t.library, mobileOnly: true },
    { kind: 'link', id: 'wishlist', to: paths.wishlist, label: t.wishlist, mobileOnly: true },
    // On a phone the bell is an icon among others: the menu names the place too.
    { kind: 'link', id: 'notifications', to: paths.notifications, label: t.notifications, mobileOnly: true },
    // Every signed-in user can enrol, so everyone has the page of their courses (empty, it leads to the academy).
    { kind: 'link', id: 'my-courses', to: paths.myCourses, label: t.myCourses },
  ];
  if (user.library.length > 0) entries.push({ kind: 'link', id: 'academy', to: paths.courseShelf, label: t.academy });
  entries.push(
    { kind: 'link', id: 'payout-accounts', to: paths.payoutAccounts, label: t.paymentSettings },
    { kind: 'link', id: 'affiliate-dashboard', to: paths.affiliateDashboard, label: t.affiliateDashboard },
    { kind: 'link', id: 'affiliate-marketplace', to: paths.affiliateMarketplace, label: t.affiliateMarketplace },
  );
  if (hasRole(user, 'creator')) {
    entries.push({
      kind: 'group',
      id: 'creator',
      label: t.creatorSection,
      items: [
        { kind: 'link', id: 'creator-dashboard', to: paths.creatorDashboard, label: t.creatorDashboard },
        { kind: 'link', id: 'creator-products', to: paths.creatorProducts, label: t.creatorProducts },
        { kind: 'link', id: 'creator-payouts', to: paths.creatorPayouts, label: t.creatorPayouts },
      ],
    });
  } else {
    entries.push({ kind: 'link', id: 'become-creator', to: paths.becomeCreator, label: t.becomeCreator });
  }
  if (hasRole(user, 'admin')) entries.push({ kind: 'link', id: 'admin', to: paths.adminDashboard, label: t.admin });
  return entries;
}
