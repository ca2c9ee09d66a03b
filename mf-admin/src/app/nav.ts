import type { SubnavItem } from '@app/shared/ui/PageFrame';
import { adminNavMessages } from '@app/shared/messages/admin/nav';

const t = adminNavMessages;

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: t.label,
  items: [
    { to: '/admin/dashboard', label: t.dashboard },
    { to: '/admin/products', label: t.products },
    { to: '/admin/applications', label: t.applications },
    { to: '/admin/transfers', label: t.transfers },
    { to: '/admin/refunds', label: t.refunds },
    { to: '/admin/payouts', label: t.payouts },
    { to: '/admin/users', label: t.users },
    { to: '/admin/certificates', label: t.certificates },
    { to: '/admin/audit', label: t.audit },
    { to: '/admin/quizzes', label: t.quizzes },
  ],
};
