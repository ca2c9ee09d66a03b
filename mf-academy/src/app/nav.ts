import type { SubnavItem } from '@app/shared/ui/PageFrame';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: 'Điều hướng học viện',
  items: [
    { to: '/training', label: 'Giới thiệu', end: true },
    { to: '/training/library', label: 'Thư viện học viện' },
    { to: '/salepage', label: 'Đăng ký khoá học' },
  ],
};
