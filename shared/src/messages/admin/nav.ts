// Vietnamese texts of the admin area: the admin area's own navigation (the frame of its pages).

export const adminNavMessages = {
  label: 'Điều hướng quản trị',
  dashboard: 'Tổng quan',
  products: 'Sản phẩm',
  applications: 'Đơn nhà sáng tạo',
  transfers: 'Chuyển khoản',
  refunds: 'Hoàn tiền',
  reviews: 'Đánh giá',
  payouts: 'Rút tiền',
  reconciliation: 'Đối soát',
  users: 'Người dùng',
  certificates: 'Chứng nhận',
  audit: 'Nhật ký',
  notifications: 'Thư thông báo',
  lessons: 'Bài học',
  quizzes: 'Bài kiểm tra',
} as const;
