// Vietnamese texts of affiliates (/my/affiliate/dashboard, /my/affiliate/marketplace; docs/product.md §1: a referral
// code from `?ref=` is kept for later, affiliate links are shown to every signed-in user). Written here
// before the pages exist so the area and the API share them.
import { authMessages } from '@app/shared/messages/auth';
import { commonMessages } from '@app/shared/messages/common';
import { formatCount } from '@app/shared/format';

const TITLE = 'Tiếp thị liên kết';

export const affiliateMessages = {
  /** The account area's subnav entry. */
  navLabel: TITLE,
  dashboard: {
    /** The header menu's label, one text. */
    menu: commonMessages.nav.affiliateDashboard,
    eyebrow: 'Tài khoản',
    title: TITLE,
    lead: 'Liên kết giới thiệu, lượt nhấp và hoa hồng của bạn.',
    yourLink: 'Liên kết giới thiệu của bạn',
    /** The copy button of each link (the link itself is shown beside it, to copy by hand). */
    share: {
      copy: 'Sao chép liên kết',
      copied: 'Đã sao chép liên kết',
      failed: 'Không sao chép được. Hãy chọn liên kết và sao chép thủ công.',
      /** The button's accessible name: its visible text, then which link. */
      name: (title: string) => `Sao chép liên kết ${title}`,
    },
    clicks: 'Lượt nhấp',
    orders: 'Đơn hàng',
    commission: 'Hoa hồng',
    loading: 'Đang tải số liệu tiếp thị liên kết…',
    loadFailed: 'Không tải được số liệu tiếp thị liên kết.',
    updating: 'Đang cập nhật số liệu…',
    linksTitle: 'Liên kết của bạn',
    linksHint: (code: string) =>
      `Mã giới thiệu của bạn: ${code}. Người mua qua liên kết trong vòng 30 ngày sau lần nhấp cuối được tính cho bạn.`,
    toMarketplace: 'Tìm sản phẩm để quảng bá',
    periodTitle: (days: number) => `${days} ngày gần nhất`,
    signups: 'Lượt đăng ký',
    conversionRate: 'Tỷ lệ chuyển đổi',
    conversionHint: 'Đơn hàng trên lượt nhấp',
    periodCommission: 'Hoa hồng trong kỳ',
    balanceTitle: 'Hoa hồng của bạn',
    pending: 'Đang chờ',
    pendingHint: 'Trong thời hạn hoàn tiền của người mua, chưa rút được.',
    available: 'Khả dụng',
    availableHint: 'Có thể rút về tài khoản ngân hàng.',
    paid: 'Đã chi trả',
    paidHint: 'Đã chuyển cho bạn từ trước đến nay.',
    chartTitle: 'Theo ngày',
    chartFigure: 'Số liệu trên biểu đồ',
    chartLabel: (figure: string, days: number, total: string) =>
      `Biểu đồ cột ${figure.toLowerCase()} theo ngày, ${days} ngày gần nhất, tổng ${total}.`,
    dailyCaption: (days: number) => `Lượt nhấp, đơn hàng và hoa hồng theo ngày, ${days} ngày gần nhất`,
    recent: {
      title: 'Đơn hàng gần đây',
      caption: '10 đơn hàng gần nhất qua liên kết của bạn',
      amount: 'Giá trị đơn',
      share: 'Hoa hồng',
      date: 'Ngày thanh toán',
      undone: 'Đã thu hồi (đơn được hoàn tiền)',
      empty: 'Chưa có đơn hàng nào qua liên kết của bạn.',
    },
    emptyTitle: 'Bạn chưa có lượt nhấp nào',
    emptyBody:
      'Chọn một sản phẩm trong chợ tiếp thị liên kết, sao chép liên kết giới thiệu và chia sẻ. Khi có người nhấp và mua, lượt nhấp, đơn hàng và hoa hồng sẽ hiện ở đây.',
  },
  marketplace: {
    menu: commonMessages.nav.affiliateMarketplace,
    eyebrow: 'Tài khoản',
    title: commonMessages.nav.affiliateMarketplace,
    lead: 'Chọn sản phẩm để quảng bá bằng liên kết giới thiệu.',
    filters: 'Tìm và sắp xếp sản phẩm',
    search: 'Tìm sản phẩm',
    searchPlaceholder: 'Tên sản phẩm, mô tả…',
    sort: 'Sắp xếp theo',
    sorts: {
      commission: 'Hoa hồng mỗi đơn cao nhất',
      bestselling: 'Bán chạy nhất',
      newest: 'Mới nhất',
    },
    results: 'Sản phẩm có hoa hồng',
    loading: 'Đang tải sản phẩm…',
    resultCount: (total: number) => `${formatCount(total)} sản phẩm`,
    codeHint: (code: string) => `Mã giới thiệu của bạn: ${code}. Mỗi liên kết sao chép đã kèm mã này.`,
    loadFailed: 'Không tải được danh sách sản phẩm',
    retry: 'Thử lại',
    emptyTitle: 'Không có sản phẩm phù hợp',
    emptyBody: 'Thử từ khóa khác hoặc xóa tìm kiếm để xem tất cả sản phẩm có hoa hồng.',
    emptyAll: 'Hiện chưa có sản phẩm nào trả hoa hồng. Hãy quay lại sau.',
    clearSearch: 'Xóa tìm kiếm',
    course: 'Khóa học',
    noThumbnail: 'Chưa có ảnh',
    creator: 'Nhà sáng tạo',
    category: 'Danh mục',
    price: 'Giá bán',
    rate: 'Tỷ lệ hoa hồng',
    perSale: 'Hoa hồng mỗi đơn',
    sales: (count: number) => `Đã bán ${formatCount(count)}`,
    platform: 'Nền tảng',
    /** The copy button of each product's link (the link shows below it only when copying is refused). */
    share: {
      copy: 'Sao chép liên kết',
      copied: 'Đã sao chép liên kết',
      failed: 'Không sao chép được. Hãy chọn liên kết bên dưới và sao chép thủ công.',
      name: (title: string) => `Sao chép liên kết cho ${title}`,
      fallback: (title: string) => `Liên kết giới thiệu cho ${title}`,
    },
    pagination: 'Phân trang sản phẩm',
  },
  referral: {
    /** Shown at sign-up, one text. */
    kept: authMessages.signUp.referral,
  },
  /** What the API answers with (getAffiliateDashboard). */
  server: {
    /** The title of the catalogue link `/?ref=CODE` among the user's links. */
    catalogueLink: 'Toàn bộ chợ sản phẩm',
    /** A buyer with neither a name nor an e-mail, on the recent conversions. */
    anonymousBuyer: 'Khách hàng',
  },
} as const;
