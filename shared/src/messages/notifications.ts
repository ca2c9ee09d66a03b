// Vietnamese texts of the notifications: each kind's e-mail (subject, opening line, facts, button) and its line
// in the in-app inbox, plus the e-mail layout's own words. Amounts and dates arrive already formatted
// ('1.490.000 ₫', '21/11/2026 17:05'); titles and names are the user's own words, escaped by the renderer.
import type {
  NotificationFacts,
  NotificationKind,
  OptionalNotificationKind,
} from '@app/shared/contracts/notifications';
import { commonMessages } from '@app/shared/messages/common';
import { orderMessages } from '@app/shared/messages/orders';

const pay = orderMessages.checkout;

type Row = readonly [label: string, value: string];
/** The facts as the texts receive them: amounts and instants already written out. */
export type Shown<K extends NotificationKind> = {
  [F in keyof NotificationFacts[K]]: F extends 'itemKind' | 'payee' ? NotificationFacts[K][F] : string;
};

type KindTexts<K extends NotificationKind> = {
  subject: (f: Shown<K>) => string;
  /** The inbox line (and the e-mail's heading). */
  title: (f: Shown<K>) => string;
  intro: (f: Shown<K>) => string;
  rows: (f: Shown<K>) => Row[];
  action: string;
};

const item = (kind: 'product' | 'course') => (kind === 'course' ? pay.course : pay.product);

const kinds: { [K in NotificationKind]: KindTexts<K> } = {
  orderCreated: {
    subject: (f) => `Đơn hàng ${f.orderId}: thông tin chuyển khoản`,
    title: (f) => `Đơn hàng ${f.orderId} đang chờ thanh toán ${f.amount}`,
    intro: (f) =>
      `Bạn đã tạo đơn hàng cho “${f.title}”. Vui lòng chuyển khoản đúng số tiền và nội dung trước ${f.expiresAt}; đơn hàng được xác nhận tự động khi tiền về.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      [pay.amount, f.amount],
      ['Hết hạn lúc', f.expiresAt],
    ],
    action: 'Xem hướng dẫn thanh toán',
  },
  paymentReceived: {
    subject: (f) => `Biên nhận thanh toán đơn hàng ${f.orderId}`,
    title: (f) => `Đã nhận thanh toán ${f.amount} cho đơn hàng ${f.orderId}`,
    intro: (f) =>
      `Cảm ơn bạn! Chúng tôi đã nhận được thanh toán cho “${f.title}”. Bạn có thể dùng ngay trong thư viện.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      [pay.amount, f.amount],
      ['Thời gian', f.paidAt],
      ['Người bán', f.seller],
    ],
    action: 'Mở thư viện',
  },
  orderCanceled: {
    subject: (f) => `Đơn hàng ${f.orderId} đã được hủy`,
    title: (f) => `Đơn hàng ${f.orderId} đã được hủy`,
    intro: (f) => `Đơn hàng cho “${f.title}” đã được hủy. Vui lòng không chuyển khoản cho đơn hàng này.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      [pay.amount, f.amount],
    ],
    action: 'Xem sản phẩm khác',
  },
  orderExpired: {
    subject: (f) => `Đơn hàng ${f.orderId} đã hết hạn thanh toán`,
    title: (f) => `Đơn hàng ${f.orderId} đã hết hạn thanh toán`,
    intro: (f) =>
      `Đơn hàng cho “${f.title}” đã hết hạn lúc ${f.expiresAt} mà chưa nhận được thanh toán. Vui lòng không chuyển khoản cho đơn hàng này; bạn có thể đặt mua lại bất cứ lúc nào.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      [pay.amount, f.amount],
      ['Hết hạn lúc', f.expiresAt],
    ],
    action: 'Xem sản phẩm khác',
  },
  overpaymentRecorded: {
    subject: (f) => `Đơn hàng ${f.orderId}: đã ghi nhận khoản chuyển thừa ${f.excess}`,
    title: (f) => `Bạn đã chuyển thừa ${f.excess} cho đơn hàng ${f.orderId}`,
    intro: (f) =>
      `Chúng tôi đã nhận ${f.received} cho “${f.title}”, nhiều hơn số tiền của đơn hàng. Đơn hàng đã được thanh toán; số tiền thừa sẽ được hoàn về tài khoản đã chuyển.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      [pay.amount, f.amount],
      ['Số tiền đã nhận', f.received],
      ['Số tiền thừa sẽ hoàn', f.excess],
    ],
    action: 'Xem mục đã mua',
  },
  newSale: {
    subject: (f) => `Bạn vừa bán được “${f.title}”`,
    title: (f) => `Đơn bán mới: ${f.title} (${f.amount})`,
    intro: (f) => `${f.buyer} vừa mua “${f.title}”. Phần của bạn được giữ theo thời gian tạm giữ rồi có thể rút.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [pay.product, f.title],
      ['Giá bán', f.amount],
      ['Phần của bạn', f.share],
      ['Người mua', f.buyer],
    ],
    action: 'Xem bảng điều khiển',
  },
  commissionEarned: {
    subject: (f) => `Bạn nhận được hoa hồng ${f.commission}`,
    title: (f) => `Hoa hồng ${f.commission} từ đơn hàng ${f.orderId}`,
    intro: (f) => `Một người mua qua liên kết của bạn đã thanh toán “${f.title}”.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      ['Giá trị đơn hàng', f.amount],
      ['Hoa hồng', f.commission],
    ],
    action: 'Xem bảng tiếp thị liên kết',
  },
  refundRequested: {
    subject: (f) => `Đã nhận yêu cầu hoàn tiền đơn hàng ${f.orderId}`,
    title: (f) => `Đã nhận yêu cầu hoàn tiền ${f.amount} cho đơn hàng ${f.orderId}`,
    intro: (f) =>
      `Chúng tôi đã nhận yêu cầu hoàn tiền cho “${f.title}” và sẽ xử lý sớm. Bạn sẽ nhận thư khi có quyết định.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      [pay.amount, f.amount],
    ],
    action: 'Xem yêu cầu của bạn',
  },
  refundApproved: {
    subject: (f) => `Yêu cầu hoàn tiền đơn hàng ${f.orderId} đã được chấp nhận`,
    title: (f) => `Hoàn tiền ${f.amount} cho đơn hàng ${f.orderId} đã được chấp nhận`,
    intro: (f) =>
      `Yêu cầu hoàn tiền cho “${f.title}” đã được chấp nhận. Số tiền sẽ được chuyển về tài khoản ngân hàng của bạn; bạn sẽ nhận thư khi tiền được gửi.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      ['Số tiền hoàn', f.amount],
    ],
    action: 'Xem yêu cầu của bạn',
  },
  refundRejected: {
    subject: (f) => `Yêu cầu hoàn tiền đơn hàng ${f.orderId} bị từ chối`,
    title: (f) => `Yêu cầu hoàn tiền đơn hàng ${f.orderId} bị từ chối`,
    intro: (f) => `Yêu cầu hoàn tiền cho “${f.title}” không được chấp nhận.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      ['Lý do', f.reason],
    ],
    action: 'Xem yêu cầu của bạn',
  },
  refundSent: {
    subject: (f) => `Đã chuyển tiền hoàn cho đơn hàng ${f.orderId}`,
    title: (f) => `Đã chuyển ${f.amount} tiền hoàn cho đơn hàng ${f.orderId}`,
    intro: (f) => `Tiền hoàn cho “${f.title}” đã được chuyển về tài khoản ngân hàng của bạn.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      ['Số tiền hoàn', f.amount],
      ['Mã giao dịch ngân hàng', f.reference],
    ],
    action: 'Xem yêu cầu của bạn',
  },
  commissionReversed: {
    subject: (f) => `Hoa hồng đơn hàng ${f.orderId} đã bị thu hồi`,
    title: (f) => `Hoa hồng ${f.commission} từ đơn hàng ${f.orderId} bị thu hồi do hoàn tiền`,
    intro: (f) => `Người mua “${f.title}” đã được hoàn tiền, nên hoa hồng của đơn hàng này được thu hồi.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [item(f.itemKind), f.title],
      ['Hoa hồng thu hồi', f.commission],
    ],
    action: 'Xem bảng tiếp thị liên kết',
  },
  payoutPaid: {
    subject: (f) => `Đã chuyển khoản rút tiền ${f.amount}`,
    title: (f) => `Yêu cầu rút ${f.amount} đã được chuyển khoản`,
    intro: () => 'Yêu cầu rút tiền của bạn đã được chuyển vào tài khoản ngân hàng đã chọn.',
    rows: (f) => [
      ['Mã yêu cầu', f.payoutId],
      [pay.amount, f.amount],
      ['Mã giao dịch ngân hàng', f.reference],
    ],
    action: 'Xem lịch sử rút tiền',
  },
  payoutFailed: {
    subject: (f) => `Rút tiền ${f.amount} không thành công`,
    title: (f) => `Yêu cầu rút ${f.amount} không chuyển được`,
    intro: () =>
      'Không chuyển được khoản rút tiền của bạn. Số tiền đã trở lại số dư khả dụng; bạn có thể kiểm tra tài khoản ngân hàng và yêu cầu lại.',
    rows: (f) => [
      ['Mã yêu cầu', f.payoutId],
      [pay.amount, f.amount],
      ['Lý do', f.reason],
    ],
    action: 'Xem lịch sử rút tiền',
  },
  accountSuspended: {
    subject: () => 'Tài khoản của bạn đã bị tạm khóa',
    title: () => 'Tài khoản của bạn đã bị tạm khóa',
    intro: () => 'Tài khoản của bạn đã bị tạm khóa. Vui lòng liên hệ bộ phận hỗ trợ nếu bạn cần trao đổi.',
    rows: (f) => [['Lý do', f.reason]],
    action: 'Về trang chủ',
  },
  accountRestored: {
    subject: () => 'Tài khoản của bạn đã được mở lại',
    title: () => 'Tài khoản của bạn đã được mở lại',
    intro: () => 'Tài khoản của bạn đã được mở lại. Vui lòng đăng nhập lại để tiếp tục sử dụng.',
    rows: () => [],
    action: 'Đăng nhập',
  },
  enrolled: {
    subject: (f) => `Bạn đã được ghi danh vào khóa học “${f.title}”`,
    title: (f) => `Đã ghi danh khóa học ${f.title}`,
    intro: (f) => `Chào mừng bạn! Bạn đã được ghi danh vào “${f.title}” và có thể bắt đầu học ngay.`,
    rows: (f) => [
      ['Mã đơn hàng', f.orderId],
      [pay.course, f.title],
    ],
    action: 'Vào học',
  },
  certificateIssued: {
    subject: (f) => `Chúc mừng! Bạn đã nhận chứng nhận “${f.courseName}”`,
    title: (f) => `Đã cấp chứng nhận khóa học ${f.courseName}`,
    intro: (f) =>
      `Bạn đã vượt qua bài kiểm tra của “${f.courseName}” với điểm ${f.score}. Chứng nhận có trang công khai để bạn chia sẻ với bất kỳ ai.`,
    rows: (f) => [
      ['Mã chứng nhận', f.certId],
      [pay.course, f.courseName],
      ['Điểm', f.score],
    ],
    action: 'Xem chứng nhận',
  },
  certificateRevoked: {
    subject: (f) => `Chứng nhận “${f.courseName}” đã bị thu hồi`,
    title: (f) => `Chứng nhận ${f.certId} đã bị thu hồi`,
    intro: (f) =>
      `Chứng nhận của bạn cho “${f.courseName}” đã bị thu hồi; trang công khai của chứng nhận nay ghi rõ điều này.`,
    rows: (f) => [
      ['Mã chứng nhận', f.certId],
      [pay.course, f.courseName],
      ['Lý do', f.reason],
    ],
    action: 'Xem chứng nhận',
  },
  applicationApproved: {
    subject: () => 'Đơn đăng ký nhà sáng tạo của bạn đã được chấp thuận',
    title: () => 'Đơn đăng ký nhà sáng tạo của bạn đã được chấp thuận',
    intro: () =>
      `Chúc mừng! Bạn đã trở thành nhà sáng tạo trên ${commonMessages.brand}. Bạn có thể đăng sản phẩm đầu tiên ngay bây giờ.`,
    rows: () => [],
    action: 'Mở trang nhà sáng tạo',
  },
  applicationRejected: {
    subject: () => 'Đơn đăng ký nhà sáng tạo của bạn chưa được chấp thuận',
    title: () => 'Đơn đăng ký nhà sáng tạo của bạn chưa được chấp thuận',
    intro: () => 'Đơn đăng ký trở thành nhà sáng tạo của bạn chưa được chấp thuận, với lý do dưới đây.',
    rows: (f) => [['Lý do', f.reason]],
    action: 'Xem đơn đăng ký',
  },
  productPublished: {
    subject: (f) => `Sản phẩm “${f.title}” đã được duyệt`,
    title: (f) => `Sản phẩm ${f.title} đã được đăng bán`,
    intro: (f) => `Sản phẩm “${f.title}” đã được duyệt và đang hiển thị với người mua.`,
    rows: (f) => [
      ['Mã sản phẩm', f.productId],
      [pay.product, f.title],
    ],
    action: 'Xem sản phẩm',
  },
  productRejected: {
    subject: (f) => `Sản phẩm “${f.title}” chưa được duyệt`,
    title: (f) => `Sản phẩm ${f.title} chưa được duyệt`,
    intro: (f) => `Sản phẩm “${f.title}” chưa được duyệt. Bạn có thể chỉnh sửa theo lý do dưới đây rồi gửi duyệt lại.`,
    rows: (f) => [
      ['Mã sản phẩm', f.productId],
      [pay.product, f.title],
      ['Lý do', f.reason],
    ],
    action: 'Xem sản phẩm của bạn',
  },
  materialChangeApproved: {
    subject: (f) => `Thay đổi của “${f.title}” đã được duyệt`,
    title: (f) => `Thay đổi của sản phẩm ${f.title} đã được áp dụng`,
    intro: (f) => `Các thay đổi bạn gửi cho “${f.title}” đã được duyệt và đang hiển thị với người mua.`,
    rows: (f) => [
      ['Mã sản phẩm', f.productId],
      [pay.product, f.title],
    ],
    action: 'Xem sản phẩm',
  },
  materialChangeRejected: {
    subject: (f) => `Thay đổi của “${f.title}” chưa được duyệt`,
    title: (f) => `Thay đổi của sản phẩm ${f.title} chưa được duyệt`,
    intro: (f) =>
      `Các thay đổi bạn gửi cho “${f.title}” chưa được duyệt; phiên bản đang bán vẫn giữ nguyên. Bạn có thể sửa theo lý do dưới đây rồi gửi lại.`,
    rows: (f) => [
      ['Mã sản phẩm', f.productId],
      [pay.product, f.title],
      ['Lý do', f.reason],
    ],
    action: 'Xem sản phẩm của bạn',
  },
  productUnpublished: {
    subject: (f) => `Sản phẩm “${f.title}” đã bị gỡ khỏi chợ`,
    title: (f) => `Sản phẩm ${f.title} đã bị gỡ khỏi chợ`,
    intro: (f) =>
      `Sản phẩm “${f.title}” đã bị quản trị viên gỡ khỏi chợ với lý do dưới đây. Người đã mua vẫn dùng được; bạn có thể chỉnh sửa rồi gửi duyệt lại.`,
    rows: (f) => [
      ['Mã sản phẩm', f.productId],
      [pay.product, f.title],
      ['Lý do', f.reason],
    ],
    action: 'Xem sản phẩm của bạn',
  },
  earningsAvailable: {
    subject: (f) => `${f.amount} đã có thể rút`,
    title: (f) => `Thu nhập ${f.amount} đã sẵn sàng để rút`,
    intro: () => 'Hết thời gian tạm giữ: số tiền dưới đây đã chuyển vào số dư khả dụng của bạn và có thể yêu cầu rút.',
    rows: (f) => [
      ['Hết tạm giữ ngày', f.day],
      [pay.amount, f.amount],
    ],
    action: 'Xem số dư và rút tiền',
  },
};

export const notificationMessages = {
  kinds,
  layout: {
    brand: commonMessages.brand,
    tagline: commonMessages.brandTagline,
    greeting: (name: string) => `Xin chào ${name},`,
    greetingNoName: 'Xin chào,',
    footer: 'Bạn nhận được thư này vì có hoạt động trên tài khoản AI Market của bạn.',
    automatic: 'Đây là thư tự động, vui lòng không trả lời.',
    unsubscribe: 'Không nhận loại thư này nữa',
    qrAlt: pay.qrAlt,
    qrHint: pay.qrHint,
    bankName: pay.bankName,
    accountHolder: pay.accountHolder,
    accountNumber: pay.accountNumber,
    note: pay.note,
  },
  errors: {
    notFound: 'Không tìm thấy thông báo.',
  },
  /** The header's bell (signed-in visitors). */
  bell: {
    label: 'Thông báo',
    unread: (count: number) => `Thông báo, ${count} chưa đọc`,
  },
  /** The "Thông báo" section of /my/profile: which optional e-mails are sent. */
  preferences: {
    title: 'Thông báo',
    lead: 'Thư biên nhận, thông báo về tiền và bảo mật luôn được gửi. Bạn có thể tắt các thư dưới đây; thông báo vẫn hiện trong tài khoản.',
    legend: 'Nhận qua email',
    kinds: {
      newSale: 'Đơn bán mới (dành cho nhà sáng tạo)',
      commissionEarned: 'Hoa hồng tiếp thị liên kết',
    } satisfies Record<OptionalNotificationKind, string>,
    loading: 'Đang tải lựa chọn thông báo…',
    loadFailed: 'Không tải được lựa chọn thông báo.',
    saved: 'Đã lưu lựa chọn thông báo.',
  },
  /** /my/notifications: every notification, newest first. */
  inbox: {
    eyebrow: 'Tài khoản',
    title: 'Thông báo',
    lead: 'Đơn hàng, thanh toán, hoàn tiền và thu nhập của bạn.',
    loading: 'Đang tải thông báo…',
    loadFailed: 'Không tải được thông báo.',
    empty: 'Bạn chưa có thông báo nào.',
    emptyLink: 'Khám phá sản phẩm',
    list: 'Danh sách thông báo',
    unread: 'Chưa đọc',
    markRead: 'Đánh dấu đã đọc',
    markReadOf: (title: string) => `Đánh dấu đã đọc: ${title}`,
    markAll: 'Đánh dấu tất cả đã đọc',
    markedAll: (count: number) =>
      count === 0 ? 'Không có thông báo chưa đọc.' : `Đã đánh dấu ${count} thông báo là đã đọc.`,
    more: 'Tải thêm',
    end: 'Đã hiển thị toàn bộ thông báo.',
  },
  /** The page of the one-click unsubscribe link (served by the API, no sign-in). */
  unsubscribe: {
    pageTitle: 'Hủy nhận thư thông báo',
    /** What each optional kind is called there. */
    kinds: {
      newSale: 'thông báo đơn bán mới',
      commissionEarned: 'thông báo hoa hồng',
    } satisfies Record<OptionalNotificationKind, string>,
    confirm: (what: string) => `Bạn sẽ không nhận ${what} qua email nữa. Thông báo vẫn hiện trong tài khoản của bạn.`,
    button: 'Xác nhận hủy nhận thư',
    done: (what: string) => `Đã hủy nhận ${what} qua email. Bạn có thể bật lại trong hồ sơ của mình.`,
    invalid: 'Liên kết hủy nhận thư không hợp lệ.',
  },
} as const;

/** The admins' outbox page and calls. */
export const adminNotificationMessages = {
  notFound: 'Không tìm thấy thư.',
  notFailed: 'Chỉ gửi lại được thư đã gửi thất bại.',
  eyebrow: 'Quản trị',
  title: 'Thư thông báo',
  lead: 'Hộp thư đi của email giao dịch: số thư theo trạng thái, thư gửi thất bại và lỗi cuối cùng.',
  loading: 'Đang tải hộp thư đi…',
  loadFailed: 'Không tải được hộp thư đi.',
  countsTitle: 'Hộp thư đi',
  states: { pending: 'Đang chờ gửi', sending: 'Đang gửi', sent: 'Đã gửi', failed: 'Thất bại' },
  failedTitle: 'Thư gửi thất bại',
  failedEmpty: 'Không có thư nào gửi thất bại.',
  to: 'Người nhận',
  notification: 'Thông báo',
  attempts: 'Số lần thử',
  lastError: 'Lỗi cuối cùng',
  queuedAt: 'Đưa vào hàng đợi',
  actions: 'Thao tác',
  resend: 'Gửi lại',
  resendOf: (to: string) => `Gửi lại thư cho ${to}`,
  resent: (to: string) => `Đã đưa thư cho ${to} vào hàng đợi gửi lại.`,
} as const;
