// The user menu's items and their visibility rules (SPEC §2 "Header and footer", §6).
import { hasRole, type AppUser } from '@app/shared/auth/store';
import { messages } from '@app/shared/messages/vi';

export type MenuLink = { kind: 'link'; id: string; to: string; label: string; mobileOnly?: boolean };
export type MenuGroup = { kind: 'group'; id: string; label: string; items: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

const t = messages.nav;

export function menuEntries(user: AppUser): MenuEntry[] {
  const entries: MenuEntry[] = [
    { kind: 'link', id: 'profile', to: '/my/profile', label: t.profile },
    { kind: 'link', id: 'library', to: '/my/library', label: t.library, mobileOnly: true },
    { kind: 'link', id: 'wishlist', to: '/my/wishlist', label: t.wishlist, mobileOnly: true },
  ];
  if (user.library.length > 0) entries.push({ kind: 'link', id: 'academy', to: '/training/library', label: t.academy });
  entries.push(
    { kind: 'link', id: 'payment-settings', to: '/my/settings/payment', label: t.paymentSettings },
    { kind: 'link', id: 'affiliate-dashboard', to: '/my/affiliate/dashboard', label: t.affiliateDashboard },
    { kind: 'link', id: 'affiliate-marketplace', to: '/my/affiliate/marketplace', label: t.affiliateMarketplace },
  );
  if (hasRole(user, 'creator')) {
    entries.push({
      kind: 'group',
      id: 'creator',
      label: t.creatorSection,
      items: [
        { kind: 'link', id: 'creator-dashboard', to: '/creator/dashboard', label: t.creatorDashboard },
        { kind: 'link', id: 'creator-products', to: '/creator/products', label: t.creatorProducts },
        { kind: 'link', id: 'creator-payouts', to: '/creator/payouts', label: t.creatorPayouts },
      ],
    });
  } else {
    entries.push({ kind: 'link', id: 'become-creator', to: '/become-a-creator', label: t.becomeCreator });
  }
  if (hasRole(user, 'admin')) entries.push({ kind: 'link', id: 'admin', to: '/admin/dashboard', label: t.admin });
  return entries;
}
