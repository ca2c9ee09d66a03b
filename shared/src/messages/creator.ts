// Vietnamese texts of the creator area (/creator/*, /become-a-creator, /pricing, /vercel-callback) and the
// errors its callables answer with. SPEC §2 texts are used word for word; the others are ours, written
// here before the pages exist so the area and the API share them. A page named in the header menu or the
// footer takes its title from there.
import { messages } from '@app/shared/messages/vi';

const AREA = 'Nhà sáng tạo';
export const creatorMessages = {
  area: AREA,
  nav: {
    label: 'Điều hướng nhà sáng tạo',
    dashboard: 'Bảng điều khiển',
    products: 'Sản phẩm',
    payouts: 'Thanh toán',
    feeInfo: 'Phí nền tảng',
  },
  dashboard: {
    eyebrow: AREA,
    title: messages.nav.creatorDashboard,
    lead: 'Doanh thu, lượt bán và sản phẩm của bạn.',
    revenue: 'Doanh thu',
    sales: 'Lượt bán',
    published: 'Sản phẩm đã xuất bản',
  },
  products: {
    eyebrow: AREA,
    title: messages.nav.creatorProducts,
    lead: 'Tạo, chỉnh sửa và gửi duyệt sản phẩm.',
    empty: 'Bạn chưa có sản phẩm nào.',
    create: 'Tạo sản phẩm',
    save: 'Lưu',
    saving: 'Đang lưu…',
    submit: 'Gửi duyệt',
    status: {
      draft: 'Bản nháp',
      pending: 'Chờ duyệt',
      published: 'Đã xuất bản',
      rejected: 'Bị từ chối',
    },
  },
  payouts: {
    eyebrow: AREA,
    title: messages.nav.creatorPayouts,
    lead: 'Số dư, lịch sử chi trả và tài khoản nhận tiền.',
  },
  feeInfo: {
    eyebrow: AREA,
    title: 'Thông tin phí nền tảng',
    lead: 'Cách tính phí nền tảng trên mỗi giao dịch.',
  },
  pricing: {
    eyebrow: 'Bảng giá',
    title: messages.footer.pricing,
    lead: 'Các gói và mức phí dành cho nhà sáng tạo.',
  },
  becomeCreator: {
    eyebrow: AREA,
    title: messages.nav.becomeCreator,
    lead: 'Gửi đơn đăng ký để bắt đầu bán sản phẩm AI trên AI Market.',
    submit: 'Gửi đơn đăng ký',
    submitting: 'Đang gửi…',
    submitted: 'Đã gửi đơn đăng ký. Chúng tôi sẽ phản hồi sớm.',
  },
  /** SPEC §2: the hosting platform's callback; what it does is not shown. */
  hostingCallback: {
    eyebrow: AREA,
    title: 'Kết nối nền tảng lưu trữ',
    lead: 'Đang hoàn tất kết nối với nền tảng lưu trữ ứng dụng.',
  },
  /** What the creator callables answer with. */
  errors: {
    notYours: 'Bạn chỉ có thể sửa sản phẩm của mình.',
    badCategory: 'Danh mục không tồn tại.',
    badSubcategory: 'Danh mục con không thuộc danh mục đã chọn.',
    notSubmittable: 'Chỉ sản phẩm nháp hoặc bị từ chối mới gửi duyệt được.',
    creatorNotFound: 'Không tìm thấy nhà sáng tạo.',
    alreadyCreator: 'Bạn đã là nhà sáng tạo.',
    applicationPending: 'Bạn đã gửi đơn đăng ký và đang chờ duyệt.',
  },
} as const;
