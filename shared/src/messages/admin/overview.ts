// Vietnamese texts of the admin area: the admin dashboard (/admin/dashboard).
import { commonMessages } from '@app/shared/messages/common';

const AREA = commonMessages.nav.admin;

// Each page's texts (filled by the page that uses them).
export const adminOverviewMessages = {
  eyebrow: AREA,
  title: 'Bảng quản trị',
  lead: 'Doanh thu, đơn hàng và người dùng của chợ, cùng những việc đang chờ quản trị viên xử lý.',
  loading: 'Đang tải số liệu quản trị…',
  loadFailed: 'Không thể tải số liệu quản trị.',
  updating: 'Đang cập nhật số liệu…',
  periodTitle: (days: number) => `Kinh doanh ${days} ngày qua`,
  revenue: 'Doanh thu',
  revenueHint: 'Tổng giá bán của các đơn đã thanh toán.',
  platformRevenue: 'Doanh thu nền tảng',
  platformRevenueHint: 'Phí nền tảng của các đơn bán sản phẩm và doanh thu học viện.',
  orders: 'Đơn đã thanh toán',
  refunded: 'Đã hoàn tiền',
  conversion: 'Tỷ lệ chuyển đổi',
  conversionHint: 'Đơn đã thanh toán trên số đơn được tạo trong kỳ.',
  noConversion: '—',
  noConversionLabel: 'Chưa có đơn nào được tạo',
  previousValue: (value: string) => `Kỳ trước: ${value}`,
  change: {
    up: (amount: string, days: number) => `Tăng ${amount} so với ${days} ngày trước đó`,
    down: (amount: string, days: number) => `Giảm ${amount} so với ${days} ngày trước đó`,
    flat: (days: number) => `Không đổi so với ${days} ngày trước đó`,
    fresh: (days: number) => `Mới có trong kỳ này (${days} ngày trước đó: 0)`,
    downFromZero: (days: number) => `Giảm so với ${days} ngày trước đó`,
    points: (points: string) => `${points} điểm %`,
    unknown: (days: number) => `Không so sánh được với ${days} ngày trước đó`,
  },
  totalsTitle: 'Người dùng và sản phẩm',
  totalsHint: 'Số liệu hiện tại, không theo kỳ.',
  users: 'Người dùng',
  suspendedUsers: (count: number) => `${count} tài khoản đang bị khóa`,
  creators: 'Nhà sáng tạo',
  publishedProducts: 'Sản phẩm đang bán',
  pendingProducts: 'Sản phẩm chờ duyệt',
  chartTitle: 'Doanh thu và đơn hàng theo ngày',
  chartFigure: 'Số liệu trên biểu đồ',
  chartLabel: (figure: string, days: number, total: string) =>
    `Biểu đồ cột ${figure.toLowerCase()} theo ngày trong ${days} ngày qua, tổng ${total}`,
  dailyCaption: (days: number) => `Doanh thu và đơn đã thanh toán theo ngày, ${days} ngày qua`,
  queuesTitle: 'Hàng chờ',
  queuesLead: 'Những việc đang chờ quản trị viên xử lý; chọn một hàng chờ để mở trang xử lý.',
  queues: {
    products: 'Sản phẩm chờ duyệt',
    applications: 'Đơn đăng ký nhà sáng tạo',
    transfers: 'Chuyển khoản chưa khớp',
    refunds: 'Yêu cầu hoàn tiền',
    payouts: 'Yêu cầu rút tiền',
    reviews: 'Đánh giá bị báo cáo',
  },
  queueCount: (count: number) => (count === 0 ? 'Không có việc chờ' : `${count} đang chờ`),
} as const;
