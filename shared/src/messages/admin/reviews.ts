// Vietnamese texts of the admin area: reported reviews (/admin/reviews).
import { commonMessages } from '@app/shared/messages/common';

const AREA = commonMessages.nav.admin;

export const adminReviewsMessages = {
  eyebrow: AREA,
  title: 'Đánh giá bị báo cáo',
  lead: 'Đánh giá sản phẩm mà người dùng đã báo cáo: ẩn đánh giá vi phạm, hoặc giữ lại nếu nó không vi phạm.',
  tabsLabel: 'Trạng thái đánh giá bị báo cáo',
  tabs: { open: 'Chờ xử lý', hidden: 'Đã ẩn' },
  loading: 'Đang tải đánh giá bị báo cáo…',
  loadFailed: 'Không tải được danh sách đánh giá bị báo cáo.',
  empty: {
    open: 'Không có đánh giá nào đang chờ xử lý.',
    hidden: 'Chưa có đánh giá nào bị ẩn.',
  },
  product: 'Sản phẩm',
  author: 'Người viết',
  writtenAt: 'Ngày viết',
  rating: 'Số sao',
  body: 'Nội dung',
  noBody: '(chỉ chấm sao, không có nhận xét)',
  reports: (count: number) => `${count} báo cáo chưa xử lý`,
  reportsTitle: 'Các báo cáo',
  noReason: '(không ghi lý do)',
  reporter: (name: string, date: string) => `${name} · ${date}`,
  unknownName: '(chưa đặt tên)',
  hiddenAt: (date: string) => `Ẩn lúc ${date}`,
  hiddenReason: (reason: string) => `Lý do: ${reason}`,
  /** A review as a button names it: whose, about what. */
  reviewOf: (author: string, product: string) => `${author} về ${product}`,
  /** Hiding is a refusal with the reason its author is told (the admin area's RefusalDialog). */
  hide: {
    reject: 'Ẩn đánh giá',
    rejectOf: (review: string) => `Ẩn đánh giá của ${review}`,
    rejectTitle: () => 'Ẩn đánh giá này?',
    reason: 'Lý do ẩn',
    reasonRequired: 'Vui lòng nhập lý do ẩn đánh giá.',
    rejecting: 'Đang ẩn…',
    cancel: 'Hủy',
  },
  hideDescription:
    'Đánh giá sẽ không còn hiển thị công khai và không được tính vào điểm của sản phẩm. Người viết sẽ thấy lý do này.',
  hidden: (author: string) => `Đã ẩn đánh giá của ${author}.`,
  /** Keeping a reported review, or showing a hidden one again: the same decision, said two ways. */
  keep: {
    label: 'Giữ lại',
    labelOf: (review: string) => `Giữ lại đánh giá của ${review}`,
    title: 'Giữ lại đánh giá này?',
    description: 'Các báo cáo hiện tại được đóng; đánh giá tiếp tục hiển thị công khai.',
    done: (author: string) => `Đã giữ lại đánh giá của ${author}.`,
  },
  restore: {
    label: 'Hiện lại',
    labelOf: (review: string) => `Hiện lại đánh giá của ${review}`,
    title: 'Hiện lại đánh giá này?',
    description: 'Đánh giá sẽ hiển thị công khai trở lại và được tính vào điểm của sản phẩm.',
    done: (author: string) => `Đã hiện lại đánh giá của ${author}.`,
  },
  noteOptional: 'Ghi chú (không bắt buộc)',
  saving: 'Đang lưu…',
  cancel: 'Hủy',
} as const;
