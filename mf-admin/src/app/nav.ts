import { paths } from '@app/shared/routing/paths';
import type { SubnavItem } from '@app/shared/ui/PageFrame';
import { adminNavMessages } from '@app/shared/messages/admin/nav';

const t = adminNavMessages;

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: t.label,
  items: [
    { to: paths.adminDashboard, label: t.dashboard },
    { to: paths.adminProducts, label: t.products },
    { to: paths.adminApplications, label: t.applications },
    { to: paths.adminTransfers, label: t.transfers },
    { to: paths.adminRefunds, label: t.refunds },
    { to: paths.adminPayouts, label: t.payouts },
    { to: paths.adminUsers, label: t.users },
    { to: paths.adminCertificates, label: t.certificates },
    { to: paths.adminAudit, label: t.audit },
    { to: paths.adminQuizzes, label: t.quizzes },
  ],
};
