// Every user-visible text the API answers with, keyed by feature and error. A text is written once: what an
// area's catalogue (academy, creator, admin, orders, account…) already says comes from it, so the API and
// the client say the same thing in the same words; only the protocol's own texts live here. docs/product.md §8 texts
// are word for word.
import { MAX_PAYOUT_ACCOUNTS } from '../contracts/limits';
import { PRODUCT_REFUND_WINDOW_DAYS } from '../contracts/refunds';
import { academyMessages } from '@app/shared/messages/academy';
import { adminErrorMessages } from '@app/shared/messages/admin/errors';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { authMessages } from '@app/shared/messages/auth';
import { orderMessages } from '@app/shared/messages/orders';
import { creatorMessages } from '@app/shared/messages/creator';
import { marketplaceMessages } from '@app/shared/messages/marketplace';
import { accountMessages } from '@app/shared/messages/account';
import { commonMessages } from '@app/shared/messages/common';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { reviewMessages } from '@app/shared/messages/reviews';

/** The same thing said by several callables. */
const common = {
  productNotFound: marketplaceMessages.product.notFound,
  courseNotFound: academyMessages.errors.courseNotFound,
} as const;

const BAD_TOKEN = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.';

export const serverMessages = {
  /** The callable protocol and the codes every callable may answer with. */
  protocol: {
    badRequest: 'Yêu cầu không hợp lệ.',
    badBody: 'Nội dung yêu cầu phải có dạng {"data": ...}.',
    badJson: 'Nội dung yêu cầu không phải JSON hợp lệ.',
    badContentType: 'Yêu cầu phải có Content-Type: application/json.',
    tooLarge: 'Nội dung yêu cầu quá lớn.',
    unknownFunction: 'Không tìm thấy chức năng được yêu cầu.',
    unauthenticated: commonMessages.errors.unauthenticated,
    badToken: BAD_TOKEN,
    /** A suspended account's calls are refused at once, whatever its token. */
    suspended: authMessages.sessionEnded.suspended,
    permissionDenied: commonMessages.errors.permissionDenied,
    tooManyRequests: commonMessages.errors.tooManyRequests,
    internal: commonMessages.errors.generic,
    invalidArgument: commonMessages.errors.invalidArgument,
  },
  catalog: { productNotFound: common.productNotFound },
  admin: {
    productNotFound: common.productNotFound,
    ...adminErrorMessages,
    productChanged: creatorMessages.errors.productChanged,
  },
  bankWebhook: {
    unauthorized: 'Khóa API của webhook không hợp lệ.',
    badBody: 'Nội dung webhook không hợp lệ.',
    badAmount: 'Số tiền chuyển khoản không hợp lệ.',
    failed: 'Không thể xử lý giao dịch chuyển khoản. Vui lòng gửi lại sau.',
  },
  profile: {
    emailTaken: 'Email này đã được sử dụng bởi một tài khoản khác.',
    weakPassword: 'Mật khẩu không đạt yêu cầu. Vui lòng chọn mật khẩu khác.',
    invalidEmail: authMessages.errors.invalidEmail,
    foreignPhoto: 'Ảnh đại diện chỉ có thể là ảnh bạn đã tải lên.',
  },
  payoutAccounts: {
    /** docs/product.md §8, word for word (the front end shows the other two texts of §8 on a failed list or add). */
    deleteFailed: accountMessages.payment.deleteFailed,
    duplicate: 'Tài khoản ngân hàng này đã được thêm.',
    tooMany: `Bạn chỉ có thể lưu tối đa ${MAX_PAYOUT_ACCOUNTS} phương thức thanh toán.`,
    notFound: 'Không tìm thấy phương thức thanh toán.',
  },
  checkout: {
    /** docs/product.md §8, word for word. */
    orderNotFound: orderMessages.checkout.notFound,
    orderForbidden: 'Bạn không có quyền xem giao dịch này.',
    courseNotFound: common.courseNotFound,
    productNotFound: common.productNotFound,
    courseOwned: academyMessages.errors.courseOwned,
    productOwned: marketplaceMessages.product.owned,
    ownProduct: 'Bạn không thể mua sản phẩm của chính mình.',
    notCancelable: 'Chỉ có thể hủy giao dịch đang chờ thanh toán.',
    priceChanged: orderMessages.review.priceChanged,
  },
  creatorArea: {
    productNotFound: common.productNotFound,
    notYours: creatorMessages.errors.notYours,
    badCategory: creatorMessages.errors.badCategory,
    badSubcategory: creatorMessages.errors.badSubcategory,
    notSubmittable: creatorMessages.errors.notSubmittable,
    thumbnailNotYours: creatorMessages.errors.thumbnailNotYours,
    thumbnailMissing: creatorMessages.errors.thumbnailMissing,
    notArchivable: creatorMessages.errors.notArchivable,
    notArchived: creatorMessages.errors.notArchived,
    notDeletable: creatorMessages.errors.notDeletable,
    hasOrders: creatorMessages.errors.hasOrders,
    productChanged: creatorMessages.errors.productChanged,
    demoUrl: {
      notHttps: creatorMessages.errors.demoUrlNotHttps,
      credentials: creatorMessages.errors.demoUrlCredentials,
      privateHost: creatorMessages.errors.demoUrlPrivate,
    },
  },
  /** /vercel-callback: the hosting platform's OAuth code exchange (features/hosting). */
  hosting: {
    notConfigured: creatorMessages.errors.hostingNotConfigured,
    rejected: creatorMessages.errors.hostingRejected,
    unavailable: creatorMessages.errors.hostingUnavailable,
    timeout: creatorMessages.errors.hostingTimeout,
  },
  academy: {
    /** docs/product.md §8, word for word. */
    certificateNotFound: academyMessages.certificate.notFound,
    progressForbidden: academyMessages.errors.progressForbidden,
    /** The name on a public certificate when the learner set no display name: never their e-mail. */
    certificateName: academyMessages.certificate.anonymousName,
    courseNotFound: common.courseNotFound,
    lessonNotFound: academyMessages.errors.lessonNotFound,
    captionsNeedVideo: academyMessages.errors.captionsNeedVideo,
    noCaptions: academyMessages.errors.noCaptions,
    quizNotFound: academyMessages.errors.quizNotFound,
    notOwned: academyMessages.errors.notOwned,
    quizLocked: academyMessages.errors.quizLocked,
    attemptLimit: academyMessages.errors.attemptLimit,
    attemptNotFound: academyMessages.errors.attemptNotFound,
    attemptForbidden: academyMessages.errors.attemptForbidden,
    timeUp: academyMessages.errors.timeUp,
    badAnswer: academyMessages.errors.badAnswer,
    quizChanged: academyMessages.errors.quizChanged,
    refundNotPurchased: academyMessages.errors.refundNotPurchased,
    refundWindow: academyMessages.errors.refundWindow,
    refundProduct: academyMessages.errors.refundProduct,
    refundRequested: academyMessages.errors.refundRequested,
  },
  /** A buyer's product refund requests (the academy's guarantee is under `academy`). */
  refunds: {
    notPurchased: 'Bạn chưa có đơn hàng đã thanh toán cho sản phẩm này nên không thể yêu cầu hoàn tiền.',
    window: `Đã quá ${PRODUCT_REFUND_WINDOW_DAYS} ngày kể từ khi thanh toán nên không thể yêu cầu hoàn tiền.`,
    requested: 'Bạn đã gửi yêu cầu hoàn tiền cho sản phẩm này.',
  },
  uploads: {
    unauthenticated: accountMessages.avatar.signedOut,
    badToken: BAD_TOKEN,
    notOwner: 'Bạn không có quyền với tệp tải lên này.',
    suspended: authMessages.sessionEnded.suspended,
    notFound: 'Không tìm thấy tệp tải lên này.',
    tooLarge: accountMessages.avatar.tooLarge,
    chunkTooLarge: 'Mỗi phần tải lên không được lớn hơn 32 MB.',
    noLength: 'Cần cho biết kích thước tệp trước khi tải lên.',
    empty: 'Tệp ảnh trống.',
    notImage: accountMessages.avatar.notImage,
    failed: 'Không thể lưu ảnh đại diện. Vui lòng thử lại.',
    avatarNotFound: 'Không tìm thấy ảnh đại diện.',
    thumbnailTooLarge: creatorMessages.errors.thumbnailTooLarge,
    thumbnailCreatorsOnly: creatorMessages.errors.thumbnailCreatorsOnly,
    thumbnailNotFound: creatorMessages.errors.thumbnailNotFound,
  },
  /** Product pictures and videos: their uploads, saveProduct's media, GET /media (features/uploads). */
  media: productMediaMessages.errors,
  wishlist: { productNotFound: common.productNotFound },
  /** Reviews, ratings, votes, reports and the admins' decisions on them (features/reviews). */
  reviews: { productNotFound: common.productNotFound, ...reviewMessages.errors },
  /** The money ledger, payouts and the creator dashboard (api/src/features/ledger). */
  ledger: {
    belowMinimum: creatorMessages.payouts.amountBelowMin,
    aboveAvailable: creatorMessages.payouts.amountAboveAvailable,
    openExists: 'Bạn đang có một yêu cầu rút tiền chưa được xử lý. Mỗi lần chỉ có một yêu cầu rút tiền.',
    methodNotFound: 'Không tìm thấy tài khoản nhận tiền này trong danh sách tài khoản của bạn.',
    payoutNotFound: 'Không tìm thấy yêu cầu rút tiền.',
    alreadyDecided: 'Yêu cầu rút tiền này đã được xử lý trước đó, không thể đổi kết quả.',
    /** Why a refund reduced or canceled an open payout request (kept on the payout, shown to its owner). */
    payoutReducedByRefund: (amount: string, orderId: string) =>
      `Giảm ${amount} vì đơn ${orderId} đã được hoàn tiền cho người mua.`,
    payoutCanceledByRefund: (orderId: string) =>
      `Đã hủy vì đơn ${orderId} đã được hoàn tiền cho người mua; số tiền của đơn được thu hồi từ yêu cầu rút này.`,
    nothingOwed: 'Người dùng này không còn khoản nợ nào với nền tảng.',
    /** A suspended user's payout is held: paying it needs the admin's own reason. */
    payoutSuspended: (reason: string) =>
      `Tài khoản nhận tiền đang bị tạm khóa (${reason}) nên tiền của họ đang bị giữ. Nếu vẫn chi trả, hãy ghi lý do chi trả.`,
    /** POST /__test__/clock (local mode only). */
    testClockInvalid: (max: number) => `advanceMs phải là số nguyên từ 0 đến ${max}.`,
    /** A buyer with neither a name nor an e-mail, on the creator's recent sales. */
    anonymousBuyer: 'Khách hàng',
    /** Statement lines (the CSV of /creator/payouts). */
    statement: {
      sale: (title: string) => `Bán “${title}”`,
      commission: (title: string) => `Hoa hồng giới thiệu “${title}”`,
      refund: (title: string) => `Hoàn tiền đơn “${title}”`,
      payoutRequested: (amount: string, bank: string, account: string) =>
        `Yêu cầu rút ${amount} về ${bank} ${account} (tiền chuyển từ số dư sang yêu cầu rút)`,
      payoutPaid: (bank: string, account: string, reference: string) =>
        `Đã chuyển khoản về ${bank} ${account}, mã tham chiếu ${reference}`,
      payoutFailed: (amount: string, reason: string) =>
        `Rút tiền thất bại: ${reason}. ${amount} đã được trả về số dư khả dụng`,
      writtenOff: (reason: string) => `Nền tảng xóa khoản nợ: ${reason}`,
      /** The CSV file's header row and kinds: the page's table shows the same words. */
      csv: creatorMessages.payouts.csv,
    },
  },
  /** The affiliate calls answer no error of their own (bad codes are ignored), only these texts. */
  affiliates: affiliateMessages.server,
  creators: {
    creatorNotFound: creatorMessages.errors.creatorNotFound,
    alreadyCreator: creatorMessages.errors.alreadyCreator,
    applicationPending: creatorMessages.errors.applicationPending,
  },
} as const;
