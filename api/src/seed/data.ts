// The local catalogue: realistic Vietnamese products, the academy course, and the local accounts.
import { ACADEMY_COURSE_ID, ACADEMY_PRICE_VND } from '@app/shared/contracts/academy';
import type { Role } from '@app/shared/contracts/profile';

export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  roles: Role[];
  bio?: string;
  affiliateCode: string;
}

/** Local accounts (documented in api/README.md). Fixed uids: the Auth emulator forgets users on restart. */
export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    uid: 'seed-admin',
    email: 'admin@example.com',
    password: 'admin123456',
    displayName: 'Quản trị viên',
    roles: ['admin'],
    affiliateCode: 'ADMIN01',
  },
  {
    uid: 'seed-creator',
    email: 'creator@example.com',
    password: 'creator123456',
    displayName: 'Nguyễn Minh Anh',
    roles: ['creator'],
    bio: 'Kỹ sư AI, 8 năm xây dựng sản phẩm xử lý ngôn ngữ tiếng Việt.',
    affiliateCode: 'MINHANH',
  },
  {
    uid: 'seed-buyer',
    email: 'buyer@example.com',
    password: 'buyer123456',
    displayName: 'Trần Thu Hà',
    roles: [],
    affiliateCode: 'THUHA',
  },
  {
    uid: 'seed-creator-2',
    email: 'lequanghuy@example.com',
    password: 'creator123456',
    displayName: 'Lê Quang Huy',
    roles: ['creator'],
    bio: 'Nhà thiết kế sản phẩm, yêu thích công cụ tạo ảnh và giao diện.',
    affiliateCode: 'QUANGHUY',
  },
  {
    uid: 'seed-creator-3',
    email: 'phamthuylinh@example.com',
    password: 'creator123456',
    displayName: 'Phạm Thùy Linh',
    roles: ['creator'],
    bio: 'Giáo viên tiếng Anh, xây dựng trợ lý học tập bằng AI.',
    affiliateCode: 'THUYLINH',
  },
  {
    uid: 'seed-creator-4',
    email: 'vohoangnam@example.com',
    password: 'creator123456',
    displayName: 'Võ Hoàng Nam',
    roles: ['creator'],
    bio: 'Lập trình viên game độc lập và kỹ sư dữ liệu.',
    affiliateCode: 'HOANGNAM',
  },
];

/** A category and its subcategories, each as [id, name]. */
const category = (id: string, name: string, subcategories: [string, string][]) => ({
  id,
  name,
  subcategories: subcategories.map(([subId, subName]) => ({ id: subId, name: subName })),
});

export const SEED_CATEGORIES: { id: string; name: string; subcategories: { id: string; name: string }[] }[] = [
  category('viet-lach', 'Viết lách & Nội dung', [
    ['blog-seo', 'Blog & SEO'],
    ['mang-xa-hoi', 'Mạng xã hội'],
  ]),
  category('hinh-anh', 'Hình ảnh & Thiết kế', [
    ['tao-anh', 'Tạo ảnh'],
    ['chinh-sua-anh', 'Chỉnh sửa ảnh'],
  ]),
  category('kinh-doanh', 'Kinh doanh & Bán hàng', [
    ['cham-soc-khach-hang', 'Chăm sóc khách hàng'],
    ['phan-tich-du-lieu', 'Phân tích dữ liệu'],
  ]),
  category('giao-duc', 'Giáo dục', [
    ['ngoai-ngu', 'Ngoại ngữ'],
    ['luyen-thi', 'Luyện thi'],
  ]),
  category('lap-trinh', 'Lập trình', [
    ['tro-ly-code', 'Trợ lý lập trình'],
    ['thanh-phan-giao-dien', 'Thành phần giao diện'],
  ]),
  category('giai-tri', 'Giải trí', [['tro-choi', 'Trò chơi']]),
];

export interface SeedProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  categoryId: string;
  subcategoryId: string;
  creatorId: string;
  /** Days before the seed's reference date (spreads "newest"). */
  ageDays: number;
}

const P = (
  id: string,
  title: string,
  description: string,
  price: number,
  categoryId: string,
  subcategoryId: string,
  creatorId: string,
  ageDays: number,
): SeedProduct => ({
  id,
  title,
  description,
  price,
  categoryId,
  subcategoryId,
  creatorId,
  ageDays,
});

export const SEED_PRODUCTS: SeedProduct[] = [
  P(
    'viet-bai-chuan-seo',
    'Trợ lý viết bài chuẩn SEO',
    'Viết bài blog tiếng Việt chuẩn SEO từ một từ khóa: dàn ý, tiêu đề, mô tả meta và gợi ý liên kết nội bộ.',
    299_000,
    'viet-lach',
    'blog-seo',
    'seed-creator',
    2,
  ),
  P(
    'tom-tat-tai-lieu',
    'Tóm tắt tài liệu dài',
    'Tải lên PDF hoặc Word, nhận bản tóm tắt theo ý chính, bảng thuật ngữ và câu hỏi ôn tập bằng tiếng Việt.',
    199_000,
    'viet-lach',
    'blog-seo',
    'seed-creator',
    9,
  ),
  P(
    'kich-ban-tiktok',
    'Kịch bản video TikTok',
    'Tạo kịch bản video ngắn 30–60 giây theo xu hướng, kèm lời thoại, gợi ý cảnh quay và hashtag.',
    149_000,
    'viet-lach',
    'mang-xa-hoi',
    'seed-creator-2',
    4,
  ),
  P(
    'lich-dang-bai-facebook',
    'Lịch đăng bài Facebook 30 ngày',
    'Lên kế hoạch nội dung Fanpage cả tháng: chủ đề, bài viết mẫu và giờ đăng tối ưu cho từng ngành hàng.',
    249_000,
    'viet-lach',
    'mang-xa-hoi',
    'seed-creator-2',
    15,
  ),
  P(
    'viet-lai-van-ban',
    'Viết lại văn bản tự nhiên',
    'Diễn đạt lại câu văn tiếng Việt mượt mà, đúng chính tả và giọng văn phù hợp: trang trọng, thân thiện hay hài hước.',
    99_000,
    'viet-lach',
    'blog-seo',
    'seed-creator-3',
    21,
  ),
  P(
    'tao-anh-san-pham',
    'Ảnh sản phẩm thương mại điện tử',
    'Biến ảnh chụp điện thoại thành ảnh sản phẩm nền trắng hoặc bối cảnh lifestyle cho Shopee, Lazada, Tiki.',
    399_000,
    'hinh-anh',
    'tao-anh',
    'seed-creator-2',
    3,
  ),
  P(
    'thiet-ke-logo',
    'Thiết kế logo nhanh',
    'Gợi ý logo, bảng màu và font chữ cho thương hiệu mới chỉ từ tên và lĩnh vực kinh doanh.',
    349_000,
    'hinh-anh',
    'tao-anh',
    'seed-creator-2',
    12,
  ),
  P(
    'xoa-phong-anh',
    'Xóa phông và làm nét ảnh',
    'Tách nền, làm nét và tăng độ phân giải ảnh chân dung hoặc sản phẩm trong vài giây.',
    129_000,
    'hinh-anh',
    'chinh-sua-anh',
    'seed-creator-4',
    30,
  ),
  P(
    'phuc-hoi-anh-cu',
    'Phục hồi ảnh cũ',
    'Khôi phục ảnh gia đình cũ bị ố, rách, mờ và tô màu lại ảnh đen trắng một cách tự nhiên.',
    179_000,
    'hinh-anh',
    'chinh-sua-anh',
    'seed-creator-4',
    40,
  ),
  P(
    'chatbot-cham-soc-khach-hang',
    'Chatbot chăm sóc khách hàng',
    'Chatbot trả lời khách hàng 24/7 trên website và Zalo, học từ tài liệu sản phẩm của bạn.',
    1_490_000,
    'kinh-doanh',
    'cham-soc-khach-hang',
    'seed-creator',
    1,
  ),
  P(
    'tra-loi-danh-gia',
    'Trả lời đánh giá khách hàng',
    'Soạn câu trả lời lịch sự, đúng giọng thương hiệu cho đánh giá trên Google Maps và sàn thương mại điện tử.',
    199_000,
    'kinh-doanh',
    'cham-soc-khach-hang',
    'seed-creator',
    18,
  ),
  P(
    'phan-tich-doanh-thu',
    'Phân tích doanh thu từ Excel',
    'Tải lên bảng tính bán hàng, nhận biểu đồ, xu hướng theo tháng và gợi ý sản phẩm nên đẩy mạnh.',
    590_000,
    'kinh-doanh',
    'phan-tich-du-lieu',
    'seed-creator-4',
    7,
  ),
  P(
    'du-bao-ton-kho',
    'Dự báo tồn kho',
    'Dự báo lượng hàng cần nhập cho cửa hàng bán lẻ dựa trên lịch sử bán và mùa lễ Tết.',
    890_000,
    'kinh-doanh',
    'phan-tich-du-lieu',
    'seed-creator-4',
    26,
  ),
  P(
    'viet-mo-ta-san-pham',
    'Viết mô tả sản phẩm bán hàng',
    'Mô tả sản phẩm hấp dẫn, chuẩn SEO sàn thương mại điện tử, kèm các điểm bán hàng nổi bật.',
    159_000,
    'kinh-doanh',
    'cham-soc-khach-hang',
    'seed-creator-3',
    11,
  ),
  P(
    'gia-su-tieng-anh',
    'Gia sư tiếng Anh giao tiếp',
    'Luyện nói tiếng Anh với AI theo tình huống công sở, du lịch và phỏng vấn, có chấm phát âm.',
    450_000,
    'giao-duc',
    'ngoai-ngu',
    'seed-creator-3',
    5,
  ),
  P(
    'hoc-tu-vung-nhat',
    'Học từ vựng tiếng Nhật JLPT',
    'Thẻ ghi nhớ thông minh cho JLPT N5–N2, tự điều chỉnh lịch ôn theo trí nhớ của bạn.',
    249_000,
    'giao-duc',
    'ngoai-ngu',
    'seed-creator-3',
    14,
  ),
  P(
    'luyen-de-thpt',
    'Luyện đề thi THPT Quốc gia',
    'Ngân hàng đề Toán, Lý, Hóa, Anh có lời giải chi tiết và phân tích điểm yếu theo từng chuyên đề.',
    349_000,
    'giao-duc',
    'luyen-thi',
    'seed-creator-3',
    33,
  ),
  P(
    'cham-bai-ielts-writing',
    'Chấm bài IELTS Writing',
    'Chấm điểm IELTS Writing Task 1 và Task 2 theo bốn tiêu chí, gợi ý sửa câu và từ vựng nâng band.',
    399_000,
    'giao-duc',
    'luyen-thi',
    'seed-creator-3',
    8,
  ),
  P(
    'tro-ly-code-review',
    'Trợ lý review code',
    'Review pull request tự động: phát hiện lỗi, lỗ hổng bảo mật và gợi ý viết lại dễ đọc hơn.',
    690_000,
    'lap-trinh',
    'tro-ly-code',
    'seed-creator',
    6,
  ),
  P(
    'sinh-sql-tu-tieng-viet',
    'Sinh câu lệnh SQL từ tiếng Việt',
    'Hỏi dữ liệu bằng tiếng Việt, nhận câu lệnh SQL đúng với lược đồ cơ sở dữ liệu của bạn.',
    290_000,
    'lap-trinh',
    'tro-ly-code',
    'seed-creator',
    19,
  ),
  P(
    'nut-bam-3d',
    'Bộ nút bấm 3D chọn màu',
    'Thành phần giao diện nút bấm 3D có bảng chọn màu, dùng ngay cho React và HTML thuần.',
    99_000,
    'lap-trinh',
    'thanh-phan-giao-dien',
    'seed-creator-2',
    10,
  ),
  P(
    'mau-landing-page',
    'Mẫu landing page bán khóa học',
    'Bộ mẫu landing page tối ưu chuyển đổi cho khóa học trực tuyến, có đếm ngược và bảng giá.',
    490_000,
    'lap-trinh',
    'thanh-phan-giao-dien',
    'seed-creator-2',
    23,
  ),
  P(
    'pong-co-dien',
    'Pong cổ điển',
    'Trò chơi Pong hai người trên trình duyệt: điều khiển bằng phím W/S hoặc mũi tên, AI đối thủ ba cấp độ.',
    49_000,
    'giai-tri',
    'tro-choi',
    'seed-creator-4',
    45,
  ),
  P(
    'pong-neon',
    'Pong Neon',
    'Phiên bản Pong ánh sáng neon với nhạc nền sôi động và bảng xếp hạng điểm cao.',
    79_000,
    'giai-tri',
    'tro-choi',
    'seed-creator-4',
    16,
  ),
  P(
    'do-vui-tri-tue',
    'Đố vui trí tuệ cùng AI',
    'Câu đố lịch sử, địa lý Việt Nam do AI sinh ra theo độ khó, chơi một mình hoặc thi đấu với bạn bè.',
    59_000,
    'giai-tri',
    'tro-choi',
    'seed-creator',
    28,
  ),
  P(
    'dat-ten-thuong-hieu',
    'Đặt tên thương hiệu',
    'Gợi ý tên thương hiệu tiếng Việt dễ nhớ, kiểm tra tên miền còn trống và khẩu hiệu đi kèm.',
    129_000,
    'kinh-doanh',
    'cham-soc-khach-hang',
    'seed-creator-2',
    35,
  ),
];

const M1 = 'Phần 1: Từ chuyên môn đến ý tưởng';
const M2 = 'Phần 2: Xây dựng sản phẩm AI';
const M3 = 'Phần 3: Định giá và bán hàng';

export const SEED_COURSE = {
  id: ACADEMY_COURSE_ID,
  title: 'Học viện Nhà sáng tạo AI',
  description:
    'Khóa học giúp chuyên gia biến kiến thức của mình thành sản phẩm AI bán được trên chợ ứng dụng: từ ý tưởng, xây dựng, định giá đến bán hàng.',
  price: ACADEMY_PRICE_VND,
  outcomes: [
    'Tìm ra vấn đề trong chuyên môn của bạn mà khách hàng sẵn sàng trả tiền để giải quyết',
    'Xây dựng ứng dụng AI đầu tiên mà không cần viết code',
    'Viết prompt ổn định, cho kết quả nhất quán với mọi người dùng',
    'Định giá, đóng gói và ra mắt sản phẩm trên chợ ứng dụng',
  ],
  instructor: {
    name: 'Nguyễn Minh Khoa',
    title: 'Nhà sáng lập, chuyên gia sản phẩm AI',
    bio: 'Hơn 10 năm xây dựng sản phẩm số, đã giúp hơn 300 chuyên gia ra mắt sản phẩm AI đầu tiên của mình.',
  },
  lessons: [
    { id: 'bai-1-tu-duy-san-pham', module: M1, title: 'Bài 1: Tư duy sản phẩm cho chuyên gia', minutes: 18 },
    { id: 'bai-2-chon-y-tuong', module: M1, title: 'Bài 2: Chọn ý tưởng có người trả tiền', minutes: 22 },
    { id: 'bai-3-xay-dung-khong-code', module: M2, title: 'Bài 3: Xây dựng ứng dụng AI không cần code', minutes: 35 },
    { id: 'bai-4-viet-prompt', module: M2, title: 'Bài 4: Viết prompt ổn định cho sản phẩm', minutes: 28 },
    { id: 'bai-5-dinh-gia', module: M3, title: 'Bài 5: Định giá và gói sản phẩm', minutes: 16 },
    { id: 'bai-6-ra-mat', module: M3, title: 'Bài 6: Ra mắt và bán hàng trên chợ', minutes: 24 },
  ],
  quiz: {
    title: 'Bài kiểm tra cuối khóa',
    passScore: 80,
    questions: [
      {
        q: 'Bước đầu tiên khi biến chuyên môn thành sản phẩm là gì?',
        options: ['Viết code ngay', 'Xác định vấn đề khách hàng sẵn sàng trả tiền', 'Thiết kế logo', 'Chạy quảng cáo'],
        correct: [1],
        explanation:
          'Sản phẩm bán được khi giải quyết một vấn đề có thật mà khách hàng sẵn sàng trả tiền (Bài 1, Bài 2).',
      },
      {
        q: 'Một prompt ổn định cho sản phẩm cần có những gì? (chọn tất cả đáp án đúng)',
        options: [
          'Vai trò rõ ràng',
          'Ngữ cảnh của người dùng',
          'Định dạng đầu ra cụ thể',
          'Càng nhiều biểu tượng cảm xúc càng tốt',
        ],
        correct: [0, 1, 2],
        explanation:
          'Vai trò, ngữ cảnh và định dạng đầu ra giúp kết quả nhất quán; biểu tượng cảm xúc không làm prompt ổn định hơn (Bài 4).',
        multiple: true,
      },
      {
        q: 'Đơn vị tiền tệ khi bán trên chợ là gì?',
        options: ['Đô la Mỹ ($)', 'Euro (€)', 'Đồng Việt Nam (₫)', 'Yên Nhật (¥)'],
        correct: [2],
        explanation:
          'Mọi giá trên chợ ứng dụng được niêm yết và thanh toán bằng đồng Việt Nam, viết như 1.490.000 ₫ (Bài 5).',
      },
      {
        q: 'Khi nào nên ra mắt sản phẩm?',
        options: [
          'Khi đã hoàn hảo',
          'Khi có phiên bản tối thiểu giải quyết được vấn đề chính',
          'Sau một năm',
          'Không bao giờ',
        ],
        correct: [1],
        explanation: 'Ra mắt sớm với phiên bản tối thiểu giúp bạn học từ khách hàng thật (Bài 6).',
      },
      {
        q: 'Những cách nào giúp định giá sản phẩm hợp lý? (chọn tất cả đáp án đúng)',
        options: [
          'So sánh với giá trị khách hàng nhận được',
          'Tham khảo sản phẩm tương tự trên chợ',
          'Đặt giá thấp nhất có thể',
          'Chia thành các gói cho từng nhu cầu',
        ],
        correct: [0, 1, 3],
        explanation:
          'Giá dựa trên giá trị, tham khảo thị trường và chia gói; giá thấp nhất không phải là chiến lược bền vững (Bài 5).',
        multiple: true,
      },
      {
        q: 'Chính sách hoàn tiền của học viện là gì?',
        options: [
          'Không hoàn tiền',
          'Hoàn 50%',
          'Hoàn 100% trong 30 ngày nếu chưa làm được sản phẩm đầu tiên',
          'Hoàn trong 7 ngày',
        ],
        correct: [2],
        explanation: 'Học viện hoàn 100% học phí trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên.',
      },
    ],
  },
};

/**
 * A lesson's Markdown: headings, a list, a code block and a link (the player renders it safely). No title: the
 * player shows the lesson's own above it.
 */
export function lessonMarkdown(lesson: { title: string; module: string }): string {
  return [
    `Bài học thuộc **${lesson.module}**. Đọc ghi chú rồi làm bài tập thực hành bên dưới.`,
    '',
    '### Bạn sẽ học được',
    '',
    '- Khái niệm chính của bài và ví dụ thực tế',
    '- Những lỗi thường gặp và cách tránh',
    '- Bài tập áp dụng cho chuyên môn của bạn',
    '',
    '### Mẫu prompt tham khảo',
    '',
    '```text',
    'Bạn là trợ lý cho [nghề của bạn]. Hãy đọc yêu cầu của khách hàng và trả lời theo định dạng:',
    '1. Tóm tắt vấn đề',
    '2. Ba gợi ý cụ thể',
    '```',
    '',
    '### Bài tập',
    '',
    '1. Ghi lại ba vấn đề khách hàng thường hỏi bạn.',
    '2. Chọn một vấn đề và viết prompt đầu tiên cho nó.',
    '',
    'Tài liệu thêm: [Hướng dẫn viết prompt](https://platform.openai.com/docs/guides/prompt-engineering).',
  ].join('\n');
}

/** The seed buyer owns one product and the finished course (all lessons done, a certificate): demo data. */
export const SEED_BUYER_STATE = {
  buyerUid: 'seed-buyer',
  productId: 'viet-bai-chuan-seo',
  productOrderId: 'SEEDPAID01',
  courseOrderId: 'SEEDPAID02',
  certificate: { id: 'CN-2026-000001', score: 86.6667 },
};
