import { paths } from '@app/shared/routing/paths';
import type { SubnavItem } from '@app/shared/ui/PageFrame';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: 'Điều hướng tài khoản',
  items: [
    { to: paths.library, label: 'Thư viện' },
    { to: paths.wishlist, label: 'Yêu thích' },
    { to: paths.myCourses, label: 'Khoá học' },
    { to: paths.profile, label: 'Hồ sơ' },
    { to: paths.payoutAccounts, label: 'Thanh toán' },
    { to: paths.affiliateDashboard, label: 'Tiếp thị liên kết' },
    { to: paths.affiliateMarketplace, label: 'Sản phẩm tiếp thị' },
  ],
};
