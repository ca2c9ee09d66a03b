// Vietnamese texts of the admin area: Payout requests (/admin/payouts).
import { commonMessages } from '@app/shared/messages/common';

const AREA = commonMessages.nav.admin;

export const adminPayoutsMessages = {
  eyebrow: AREA,
  title: 'Yêu cầu rút tiền',
  lead: 'Chi trả cho nhà sáng tạo và người tiếp thị liên kết: chuyển khoản đến tài khoản của họ rồi ghi lại mã tham chiếu.',
  tabsLabel: 'Trạng thái yêu cầu rút tiền',
  tabs: { open: 'Chờ chi trả', history: 'Lịch sử' },
  loading: 'Đang tải yêu cầu rút tiền…',
  loadFailed: 'Không tải được danh sách yêu cầu rút tiền.',
  emptyOpen: 'Không có yêu cầu rút tiền nào chờ chi trả.',
  emptyHistory: 'Chưa có yêu cầu rút tiền nào được xử lý.',
  captionOpen: 'Yêu cầu rút tiền chờ chi trả, mới nhất trước',
  captionHistory: 'Yêu cầu rút tiền đã xử lý, xử lý gần nhất trước',
  more: 'Tải thêm',
  loadingMore: 'Đang tải thêm…',
  end: 'Đã hiển thị toàn bộ yêu cầu rút tiền.',
  moreToLoad: 'Còn yêu cầu chưa hiển thị: bấm “Tải thêm” ở cuối danh sách để đưa chúng vào tệp CSV.',
  columns: {
    user: 'Người nhận',
    amount: 'Số tiền',
    bank: 'Ngân hàng',
    accountNumber: 'Số tài khoản',
    holder: 'Chủ tài khoản',
    requestedAt: 'Ngày yêu cầu',
    actions: 'Thao tác',
    account: 'Tài khoản',
    result: 'Kết quả',
  },
  unknownName: '(chưa đặt tên)',
  summary: (count: number, amount: string) => `${count} yêu cầu, tổng cộng ${amount}.`,
  exportCsv: 'Xuất CSV chuyển khoản hàng loạt',
  exportHint:
    'Tệp CSV (UTF-8) theo mẫu chuyển khoản hàng loạt của ngân hàng: STT, số tài khoản, tên người thụ hưởng (in hoa, không dấu), ngân hàng, số tiền, nội dung “RUT TIEN {mã yêu cầu}”. Sau khi ngân hàng chuyển xong, ghi lại mã tham chiếu từng yêu cầu.',
  paid: 'Đã chuyển',
  paidLabel: (name: string) => `Đã chuyển: ${name}`,
  paidTitle: (name: string) => `Đã chuyển tiền cho ${name}`,
  paidDescription: (amount: string, account: string) =>
    `Chuyển ${amount} đến ${account}. Nhập mã tham chiếu của giao dịch ngân hàng.`,
  /** The owner is suspended: their money is held; paying needs the admin's own reason (audited). */
  suspended: (reason: string) => `Tài khoản đang bị tạm khóa: ${reason}. Tiền của người này đang bị giữ.`,
  paidSuspendedDescription: (amount: string, account: string, reason: string) =>
    `Tài khoản của người nhận đang bị tạm khóa (${reason}) nên tiền của họ đang bị giữ. Chỉ chuyển ${amount} đến ${account} khi bạn có lý do chính đáng; lý do sẽ được ghi vào nhật ký quản trị.`,
  overrideLabel: 'Lý do vẫn chi trả khi tài khoản bị tạm khóa',
  overrideRequired: 'Vui lòng nhập lý do vẫn chi trả.',
  overrideReason: (reason: string) => `Chi trả khi tài khoản bị tạm khóa, lý do: ${reason}`,
  heldFromCsv: (count: number) =>
    `${count} yêu cầu của tài khoản đang bị tạm khóa không có trong tệp CSV: tiền của họ đang bị giữ.`,
  referenceLabel: 'Mã tham chiếu ngân hàng',
  referenceRequired: 'Vui lòng nhập mã tham chiếu ngân hàng.',
  paidSubmit: 'Xác nhận đã chuyển',
  saving: 'Đang lưu…',
  markedPaid: (name: string, amount: string) => `Đã ghi nhận chi trả ${amount} cho ${name}.`,
  failed: 'Thất bại',
  failedLabel: (name: string) => `Thất bại: ${name}`,
  failedTitle: (name: string) => `Chi trả cho ${name} thất bại`,
  failedDescription: (amount: string) =>
    `${amount} sẽ trở lại số dư khả dụng của người dùng để họ gửi yêu cầu mới. Họ sẽ thấy lý do này.`,
  failedReason: 'Lý do',
  failedReasonRequired: 'Vui lòng nhập lý do.',
  failedSubmit: 'Xác nhận thất bại',
  markedFailed: (name: string, amount: string) =>
    `Đã đánh dấu thất bại: ${amount} đã trở lại số dư khả dụng của ${name}.`,
  cancel: 'Hủy',
} as const;
