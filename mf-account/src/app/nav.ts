import type { SubnavItem } from '@app/shared/ui/PageFrame';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: 'Điều hướng tài khoản',
  items: [
    { to: '/my/library', label: 'Thư viện' },
    { to: '/my/wishlist', label: 'Yêu thích' },
    { to: '/my/my-courses', label: 'Khoá học' },
    { to: '/my/profile', label: 'Hồ sơ' },
    { to: '/my/settings/payment', label: 'Thanh toán' },
    { to: '/my/affiliate/dashboard', label: 'Tiếp thị liên kết' },
  ],
};
