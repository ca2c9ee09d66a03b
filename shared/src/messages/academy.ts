// Vietnamese texts of the academy (/training, /training/*, /salepage, /chung-nhan/:certId) and the
// errors its callables answer with. SPEC §2, §5, §8 and §9 texts are used word for word; the others are
// ours, written here before the pages exist so the area and the API share them.
import { messages } from '@app/shared/messages/vi';

const AREA = messages.nav.academy;
const LIBRARY = 'Thư viện học viện';

export const academyMessages = {
  area: AREA,
  nav: {
    label: 'Điều hướng học viện',
    landing: 'Giới thiệu',
    library: LIBRARY,
    enroll: 'Đăng ký khoá học',
  },
  landing: {
    eyebrow: AREA,
    title: 'Học viện Nhà sáng tạo AI',
    lead: 'Khoá đào tạo trả phí giúp chuyên gia trở thành nhà sáng tạo sản phẩm AI, kết thúc bằng bài kiểm tra và chứng nhận công khai.',
  },
  library: {
    eyebrow: AREA,
    title: LIBRARY,
    lead: 'Tài liệu và khoá học bạn đang sở hữu.',
    empty: 'Bạn chưa sở hữu khoá học nào.',
  },
  course: {
    eyebrow: AREA,
    title: 'Khoá học của tôi',
    lead: 'Bài học, tiến độ và bài kiểm tra cuối khoá.',
    progress: (done: number, total: number) => `Đã hoàn thành ${done}/${total} bài học`,
    completeLesson: 'Đánh dấu đã học xong',
    lessonDone: 'Đã học xong',
    toQuiz: 'Làm bài kiểm tra',
  },
  quiz: {
    eyebrow: AREA,
    title: 'Bài kiểm tra cuối khoá',
    lead: 'Hoàn thành bài kiểm tra để nhận chứng nhận.',
    submit: 'Nộp bài',
    submitting: 'Đang chấm bài…',
    passed: (score: string) => `Chúc mừng! Bạn đạt ${score}.`,
    failed: (score: string) => `Bạn đạt ${score}. Hãy ôn lại bài học và làm lại.`,
    viewCertificate: 'Xem chứng nhận',
  },
  /** SPEC §2 (sales page) and §9 (price, refund promise, countdown, slots). */
  salesPage: {
    eyebrow: 'Học viện Nhà sáng tạo',
    title: 'Trở thành nhà sáng tạo sản phẩm AI',
    lead: 'Khoá học trọn gói 5.000.000 VND, thanh toán một lần, hoàn tiền 100% trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên.',
    sections: {
      painPoints: 'Bạn có chuyên môn nhưng chưa biết biến nó thành sản phẩm?',
      academy: 'Học viện: từ ý tưởng đến sản phẩm AI đầu tiên',
      marketplace: 'Chợ ứng dụng: nơi sản phẩm của bạn được bán',
      testimonials: 'Học viên nói gì',
      professions: 'Dành cho ai',
      price: 'Học phí',
      guarantee: 'Cam kết hoàn tiền 30 ngày',
      faq: 'Câu hỏi thường gặp',
      closing: 'Sẵn sàng trở thành nhà sáng tạo?',
    },
    price: '5.000.000 VND',
    oneTime: 'Thanh toán một lần',
    guarantee: 'Hoàn tiền 100% trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên.',
    /** Static on purpose (SPEC §9). */
    slots: 'Chỉ còn 7 suất',
    countdown: (time: string) => `Ưu đãi kết thúc sau ${time}`,
    enroll: 'Đăng ký ngay',
  },
  /** SPEC §4 and §8: the enrol button (idle → loading → payment instructions). */
  enroll: {
    enrolling: 'Đang tạo đơn hàng…',
    signInNeeded: 'Vui lòng đăng nhập hoặc đăng ký để ghi danh khoá học.',
    failed: messages.errors.generic,
    noOrder: 'Không thể tạo đơn hàng. Vui lòng thử lại.',
  },
  /** SPEC §2 (what the page shows), §5 and §8 (its texts). */
  certificate: {
    eyebrow: 'Chứng nhận',
    title: 'Chứng nhận hoàn thành',
    lead: 'Chứng nhận công khai do Học viện Nhà sáng tạo AI cấp.',
    invalidId: 'Mã chứng nhận không hợp lệ.',
    notFound: 'Không tìm thấy chứng nhận này.',
    loadFailed: 'Đã có lỗi xảy ra khi tải dữ liệu.',
    recipient: 'Người nhận',
    /** The name shown when the learner set no display name (never their e-mail, issue 10). */
    anonymousName: 'Học viên',
    course: 'Khoá học',
    score: 'Điểm',
    issuedAt: 'Ngày cấp',
    creatorDashboard: 'Đến bảng điều khiển nhà sáng tạo',
  },
  /** What the academy's callables answer with. */
  errors: {
    courseNotFound: 'Không tìm thấy khóa học.',
    courseOwned: 'Bạn đã sở hữu khóa học này.',
    progressForbidden: 'Bạn không có quyền xem tiến độ học của người khác.',
    lessonNotFound: 'Không tìm thấy bài học.',
    quizNotFound: 'Khóa học này chưa có bài kiểm tra.',
    notOwned: 'Bạn cần mua khóa học để tiếp tục.',
    answerCount: (count: number) => `Vui lòng trả lời đủ ${count} câu hỏi.`,
  },
} as const;
