// Seeded reviews: buyers who paid for the products they rate (their orders and library rows are seeded with
// them), a few answers from the products' creators, helpful votes and one report waiting for the admins.

/** Buyers with no sign-in of their own: they exist to have bought and rated products. */
export const SEED_REVIEWERS = [
  { uid: 'seed-reviewer-1', email: 'nguyenvanhung@example.com', displayName: 'Nguyễn Văn Hùng', code: 'VANHUNG' },
  { uid: 'seed-reviewer-2', email: 'lethimai@example.com', displayName: 'Lê Thị Mai', code: 'THIMAI' },
  { uid: 'seed-reviewer-3', email: 'phamquocbao@example.com', displayName: 'Phạm Quốc Bảo', code: 'QUOCBAO' },
  { uid: 'seed-reviewer-4', email: 'hoangthutrang@example.com', displayName: 'Hoàng Thu Trang', code: 'THUTRANG' },
  { uid: 'seed-reviewer-5', email: 'dominhkhoa@example.com', displayName: 'Đỗ Minh Khoa', code: 'MINHKHOA' },
  { uid: 'seed-reviewer-6', email: 'vungocanh@example.com', displayName: 'Vũ Ngọc Ánh', code: 'NGOCANH' },
  { uid: 'seed-reviewer-7', email: 'buithanhtam@example.com', displayName: 'Bùi Thanh Tâm', code: 'THANHTAM' },
  { uid: 'seed-reviewer-8', email: 'trinhgiahan@example.com', displayName: null, code: 'GIAHAN' },
] as const;

export interface SeedReview {
  productId: string;
  /** 1-based index into SEED_REVIEWERS. */
  reviewer: number;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  /** Days after the product was published that it was paid for; the review came two days later. */
  paidAfterDays: number;
  /** The creator's answer. */
  reply?: string;
  /** Reviewers (1-based) who found it helpful. */
  helpful?: number[];
}

const R = (
  productId: string,
  reviewer: number,
  rating: SeedReview['rating'],
  paidAfterDays: number,
  body: string,
  extra: Pick<SeedReview, 'reply' | 'helpful'> = {},
): SeedReview => ({ productId, reviewer, rating, body, paidAfterDays, ...extra });

export const SEED_REVIEWS: SeedReview[] = [
  R(
    'viet-bai-chuan-seo',
    1,
    5,
    40,
    'Mình viết blog cho shop mỹ phẩm, trước mất cả buổi cho một bài. Giờ chỉ cần nhập từ khóa là có dàn ý, tiêu đề và mô tả meta khá chuẩn, chỉnh thêm chút giọng văn là đăng được.',
    {
      reply: 'Cảm ơn anh Hùng! Bản cập nhật tới sẽ có thêm gợi ý liên kết nội bộ theo danh mục sản phẩm.',
      helpful: [2, 3, 5],
    },
  ),
  R(
    'viet-bai-chuan-seo',
    2,
    4,
    33,
    'Bài viết ra khá ổn, đúng cấu trúc H2, H3. Thỉnh thoảng câu chữ còn hơi máy móc nên mình vẫn phải đọc lại, nhưng tiết kiệm được rất nhiều thời gian.',
    { helpful: [1] },
  ),
  R('viet-bai-chuan-seo', 4, 5, 21, 'Phần gợi ý từ khóa phụ rất hữu ích, traffic blog tăng rõ sau hai tháng.'),
  R(
    'viet-bai-chuan-seo',
    6,
    3,
    12,
    'Dùng được cho bài ngắn. Với chủ đề chuyên ngành y tế thì nội dung còn chung chung, cần bổ sung nhiều.',
    { reply: 'Cảm ơn chị góp ý. Chị có thể thêm tài liệu tham khảo ở bước 2 để bài viết sát chuyên ngành hơn ạ.' },
  ),
  R(
    'tom-tat-tai-lieu',
    3,
    5,
    30,
    'Tóm tắt báo cáo 80 trang chỉ trong một phút, có cả bảng thuật ngữ. Rất hợp với dân văn phòng như mình.',
    { helpful: [1, 7] },
  ),
  R('tom-tat-tai-lieu', 5, 4, 18, 'Tóm tắt chính xác, câu hỏi ôn tập hay. Mong hỗ trợ thêm file PowerPoint.'),
  R(
    'chatbot-cham-soc-khach-hang',
    1,
    4,
    28,
    'Chatbot trả lời khách trên Zalo khá mượt, tự học từ tài liệu sản phẩm. Cài đặt ban đầu hơi mất thời gian.',
    { reply: 'Cảm ơn anh! Bên em vừa thêm video hướng dẫn cài đặt từng bước trong mục tài liệu.', helpful: [4] },
  ),
  R(
    'chatbot-cham-soc-khach-hang',
    7,
    5,
    15,
    'Đêm khuya khách hỏi vẫn có người trả lời, đơn hàng tăng thấy rõ. Đáng tiền.',
  ),
  R(
    'chatbot-cham-soc-khach-hang',
    8,
    2,
    9,
    'Với câu hỏi về đổi trả, bot hay trả lời sai chính sách của shop mình. Phải sửa tài liệu mấy lần mới ổn.',
  ),
  R(
    'gia-su-tieng-anh',
    2,
    5,
    35,
    'Luyện phỏng vấn tiếng Anh mỗi tối 20 phút, sau một tháng mình tự tin hơn hẳn. Phần chấm phát âm rất chi tiết.',
    { helpful: [3, 6, 8] },
  ),
  R(
    'gia-su-tieng-anh',
    6,
    4,
    20,
    'Tình huống đa dạng, giọng AI tự nhiên. Giá hơi cao so với học sinh nhưng chất lượng tốt.',
    { reply: 'Cảm ơn bạn! Tháng sau bọn mình có gói dành riêng cho học sinh, sinh viên nhé.' },
  ),
  R(
    'cham-bai-ielts-writing',
    4,
    5,
    26,
    'Chấm khá sát với điểm thi thật của mình (6.5). Gợi ý sửa câu giúp mình lên band 7 ở lần thi sau.',
    { helpful: [2, 5] },
  ),
  R(
    'cham-bai-ielts-writing',
    5,
    4,
    14,
    'Nhận xét theo bốn tiêu chí rõ ràng. Task 1 dạng bản đồ thì chấm chưa chuẩn lắm.',
  ),
  R(
    'tro-ly-code-review',
    3,
    5,
    24,
    'Bắt được mấy lỗi SQL injection mà team bỏ sót. Comment trên pull request ngắn gọn, dễ hiểu.',
    { reply: 'Cảm ơn anh Bảo đã tin dùng! Bản mới hỗ trợ thêm Go và Rust.', helpful: [1, 7] },
  ),
  R(
    'tro-ly-code-review',
    7,
    3,
    11,
    'Ổn với JavaScript, còn với code Python cũ thì gợi ý hơi nhiều và chưa thật sự cần thiết.',
  ),
  R('pong-neon', 8, 5, 22, 'Chơi giải trí giờ nghỉ trưa rất vui, nhạc nền cuốn. Con mình cũng mê.'),
  R('pong-neon', 4, 4, 10, 'Đồ họa đẹp, chơi mượt trên điện thoại. Mong có thêm chế độ hai người.'),
  R(
    'tao-anh-san-pham',
    6,
    5,
    27,
    'Ảnh chụp bằng điện thoại thành ảnh nền trắng như studio, đăng Shopee nhìn chuyên nghiệp hẳn.',
    { helpful: [2, 8] },
  ),
  R('tao-anh-san-pham', 2, 4, 16, 'Xử lý nhanh, bối cảnh lifestyle đẹp. Đôi khi bóng đổ chưa tự nhiên lắm.'),
  R(
    'phan-tich-doanh-thu',
    7,
    4,
    19,
    'Biểu đồ theo tháng rõ ràng, gợi ý sản phẩm nên đẩy khá hợp lý với số liệu của cửa hàng mình.',
  ),
  R(
    'luyen-de-thpt',
    5,
    5,
    31,
    'Lời giải chi tiết, phân tích điểm yếu theo chuyên đề giúp em biết cần ôn phần nào trước kỳ thi.',
    { reply: 'Chúc em thi thật tốt nhé!' },
  ),
  R(
    'nut-bam-3d',
    3,
    4,
    13,
    'Thành phần dùng ngay được với React, màu sắc tùy chỉnh dễ. Tài liệu nên có thêm ví dụ Vue.',
  ),
  R('kich-ban-tiktok', 8, 1, 8, 'Mua tài khoản TikTok giá rẻ, tăng follow nhanh, liên hệ ngay số 0909 xxx xxx!!!'),
];

/** Reviews reported to the admins (their index in SEED_REVIEWS) and by whom (1-based reviewers). */
export const SEED_REPORTS = [
  { review: SEED_REVIEWS.length - 1, reporter: 2, reason: 'Quảng cáo, không liên quan đến sản phẩm.' },
  { review: SEED_REVIEWS.length - 1, reporter: 5, reason: 'Spam.' },
];
