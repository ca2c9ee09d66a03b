// Texts of the shell's sign-in, sign-up and password reset, and of the protected areas' guard.
// Texts of docs/product.md §8 are used word for word.
import { commonMessages } from '@app/shared/messages/common';

/** The one text for a suspended account: on a refused call, at sign-in, and after the session ends. */
const SUSPENDED = 'Tài khoản của bạn đã bị tạm khóa. Vui lòng liên hệ bộ phận hỗ trợ.';

export const authMessages = {
  page: {
    title: 'Đăng nhập hoặc đăng ký',
    lead: 'Đăng nhập để mua sản phẩm, lưu danh sách yêu thích và theo dõi thư viện của bạn.',
    tabsLabel: 'Chọn đăng nhập hoặc đăng ký',
    signInTab: 'Đăng nhập',
    signUpTab: 'Đăng ký',
  },
  fields: {
    email: 'Email',
    password: 'Mật khẩu',
    displayName: 'Tên hiển thị',
    displayNameHint: 'Không bắt buộc. Tên này hiển thị trên hồ sơ của bạn.',
    showPassword: 'Hiện mật khẩu',
  },
  signIn: {
    submit: 'Đăng nhập',
    submitting: 'Đang đăng nhập…',
    forgot: 'Quên mật khẩu?',
  },
  signUp: {
    submit: 'Tạo tài khoản',
    submitting: 'Đang tạo tài khoản…',
    referral: (code: string) => `Bạn được giới thiệu bởi mã ${code}.`,
    /** The terms line under the button: its two links sit between these words. */
    termsBefore: 'Khi tạo tài khoản, bạn đồng ý với',
    termsAnd: 'và',
    rulesTitle: 'Yêu cầu mật khẩu',
  },
  rules: {
    minLength: (n: number) => `Ít nhất ${n} ký tự`,
    maxLength: (n: number) => `Không quá ${n} ký tự`,
    lowercase: 'Có chữ thường',
    uppercase: 'Có chữ hoa',
    numeric: 'Có chữ số',
    nonAlphanumeric: 'Có ký tự đặc biệt',
    met: 'đã đạt',
    unmet: 'chưa đạt',
  },
  errors: {
    emailRequired: 'Vui lòng nhập email.',
    passwordRequired: 'Vui lòng nhập mật khẩu.',
    wrongPassword: 'Email hoặc mật khẩu không đúng.',
    userNotFound: 'Không có tài khoản nào với email này.',
    emailInUse: 'Email này đã được dùng cho một tài khoản khác. Hãy đăng nhập.',
    invalidEmail: 'Email không hợp lệ.',
    weakPassword: 'Mật khẩu chưa đáp ứng yêu cầu.',
    tooManyRequests: 'Bạn đã thử quá nhiều lần. Vui lòng đợi vài phút rồi thử lại.',
    network: commonMessages.errors.network,
    userDisabled: SUSPENDED,
    generic: commonMessages.errors.generic,
  },
  forgot: {
    title: 'Quên mật khẩu',
    lead: 'Nhập email tài khoản để nhận liên kết đặt lại mật khẩu.',
    submit: 'Gửi liên kết đặt lại',
    submitting: 'Đang gửi…',
    notFound: 'Không tìm thấy tài khoản nào với địa chỉ email này.',
    failed: 'Đã có lỗi xảy ra khi gửi email. Vui lòng thử lại.',
    sentTitle: 'Đã gửi email',
    sent: (email: string) =>
      `Chúng tôi đã gửi liên kết đặt lại mật khẩu đến ${email}. Hãy mở email, bấm vào liên kết và đặt mật khẩu mới, rồi đăng nhập lại. Nếu không thấy email, hãy kiểm tra thư mục thư rác.`,
    backToSignIn: 'Quay lại đăng nhập',
  },
  /** Said after a session the user did not end themselves, on the next page, until they close it or sign in. */
  sessionEnded: {
    suspended: SUSPENDED,
    revoked: 'Phiên đăng nhập của bạn đã bị thu hồi. Vui lòng đăng nhập lại.',
    contact: 'Liên hệ hỗ trợ:',
    dismiss: 'Đóng thông báo',
  },
  guard: {
    noAccessTitle: 'Không có quyền truy cập',
    noAccessBody: 'Tài khoản của bạn không có quyền xem trang này.',
    noAccessCreator: 'Khu vực này dành cho nhà sáng tạo.',
    noAccessAdmin: 'Khu vực này dành cho quản trị viên.',
    becomeCreator: 'Trở thành nhà sáng tạo',
    backHome: 'Về trang chủ',
  },
} as const;
