import type { SubnavItem } from '@app/shared/ui/PageFrame';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: 'Điều hướng nhà sáng tạo',
  items: [
    { to: '/creator/dashboard', label: 'Bảng điều khiển' },
    { to: '/creator/products', label: 'Sản phẩm' },
    { to: '/creator/payouts', label: 'Thanh toán' },
    { to: '/creator/fee-info', label: 'Phí nền tảng' },
  ],
};
