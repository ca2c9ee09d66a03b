import type { SubnavItem } from '@app/shared/ui/PageFrame';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: 'Điều hướng quản trị',
  items: [
    { to: '/admin/dashboard', label: 'Tổng quan' },
    { to: '/admin/quizzes', label: 'Bài kiểm tra' },
  ],
};
