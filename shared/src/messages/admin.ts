// Vietnamese texts of the admin area (/admin/*: dashboard, moderation, quizzes) and the errors its
// callables answer with. Written here before the pages exist so the area and the API share them.
import { messages } from '@app/shared/messages/vi';

const AREA = messages.nav.admin;
export const adminMessages = {
  area: AREA,
  nav: {
    label: 'Điều hướng quản trị',
    dashboard: 'Tổng quan',
    quizzes: 'Bài kiểm tra',
  },
  dashboard: {
    eyebrow: AREA,
    title: 'Bảng quản trị',
    lead: 'Kiểm duyệt sản phẩm, giao dịch chờ đối soát và đơn đăng ký nhà sáng tạo.',
  },
  moderation: {
    pendingProducts: 'Sản phẩm chờ duyệt',
    noPendingProducts: 'Không có sản phẩm nào chờ duyệt.',
    publish: 'Duyệt và xuất bản',
    reject: 'Từ chối',
    applications: 'Đơn đăng ký nhà sáng tạo',
    noApplications: 'Không có đơn đăng ký nào chờ xử lý.',
    approve: 'Chấp nhận',
    unmatchedTransfers: 'Giao dịch chuyển khoản chưa khớp',
    noUnmatchedTransfers: 'Không có giao dịch chuyển khoản nào chờ đối soát.',
  },
  quizzes: {
    eyebrow: AREA,
    title: 'Quản lý bài kiểm tra',
    lead: 'Câu hỏi và đáp án của bài kiểm tra học viện.',
  },
  /** What the admin callables answer with. */
  errors: {
    notPending: 'Sản phẩm này không ở trạng thái chờ duyệt.',
    applicationNotFound: 'Không tìm thấy đơn đăng ký.',
    applicationReviewed: 'Đơn đăng ký này đã được xử lý.',
  },
} as const;
