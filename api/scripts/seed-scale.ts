// `npm run seed:scale -w @app/api -- 100000`: fills the database with N realistic listed products (on top of the
// ordinary seed, applied first when the database is empty), for measuring the catalogue at scale.
// Same drivers as the API: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). Deterministic and idempotent: product i
// is always `scale-<i>` with the same text, price, date and sales, inserted with ON CONFLICT DO NOTHING, so running
// it again with a larger N only adds the difference. About 3 % more products are made that the public never sees
// (drafts, pending, rejected, archived, and those of one suspended creator), as in a live catalogue.
import { sql } from 'drizzle-orm';
import { databaseLocation } from '../src/config';
import { openDatabase } from '../src/db/client';
import { products, users } from '../src/db/schema';
import { fold } from '@app/shared/text/fold';
import { SEED_CATEGORIES } from '../src/seed/data';
import { isEmpty, seedDatabase } from '../src/seed/seed';

const BATCH = 1_000;
const CREATORS = 400;
const DAY = 24 * 60 * 60 * 1000;
/** Products are spread over the three years before this date (fixed: the same N gives the same catalogue). */
const REFERENCE = Date.parse('2026-01-10T08:00:00.000Z');

/** What one subcategory's products are about: the kinds of app, and sentences about what they do. */
const TOPICS: Record<string, { kinds: string[]; features: string[] }> = {
  'blog-seo': {
    kinds: [
      'Trợ lý viết bài chuẩn SEO',
      'Tạo dàn ý blog',
      'Viết mô tả meta',
      'Nghiên cứu từ khóa',
      'Tóm tắt tài liệu',
      'Viết lại văn bản',
      'Kiểm tra chính tả tiếng Việt',
      'Viết bản tin email',
    ],
    features: [
      'Viết bài blog từ một từ khóa với dàn ý, tiêu đề và mô tả meta.',
      'Gợi ý liên kết nội bộ và từ khóa phụ cho từng đoạn.',
      'Tóm tắt tài liệu PDF hoặc Word theo ý chính.',
      'Sửa lỗi chính tả, ngữ pháp và giọng văn cho phù hợp.',
      'Chấm điểm SEO on-page và gợi ý cải thiện thứ hạng Google.',
    ],
  },
  'mang-xa-hoi': {
    kinds: [
      'Kịch bản video TikTok',
      'Lịch đăng bài Facebook',
      'Viết caption Instagram',
      'Tạo hashtag xu hướng',
      'Trả lời bình luận Fanpage',
      'Ý tưởng nội dung Reels',
      'Viết bài PR',
    ],
    features: [
      'Lên kế hoạch nội dung Fanpage cả tháng với bài viết mẫu.',
      'Tạo kịch bản video ngắn kèm lời thoại và gợi ý cảnh quay.',
      'Gợi ý giờ đăng tối ưu cho từng ngành hàng.',
      'Viết caption thu hút kèm hashtag đang thịnh hành.',
      'Đo tương tác và đề xuất chủ đề tiếp theo.',
    ],
  },
  'tao-anh': {
    kinds: [
      'Tạo ảnh sản phẩm',
      'Thiết kế logo',
      'Vẽ tranh minh họa',
      'Tạo ảnh đại diện',
      'Thiết kế banner quảng cáo',
      'Tạo ảnh nền lifestyle',
      'Thiết kế thiệp cưới',
    ],
    features: [
      'Biến ảnh chụp điện thoại thành ảnh sản phẩm nền trắng cho Shopee, Lazada, Tiki.',
      'Gợi ý logo, bảng màu và font chữ cho thương hiệu mới.',
      'Sinh tranh minh họa theo phong cách màu nước, hoạt hình hoặc tả thực.',
      'Xuất ảnh nhiều kích thước cho Facebook, Zalo và website.',
      'Tạo banner quảng cáo đúng tỉ lệ từng nền tảng.',
    ],
  },
  'chinh-sua-anh': {
    kinds: [
      'Xóa phông ảnh',
      'Làm nét ảnh',
      'Phục hồi ảnh cũ',
      'Tô màu ảnh đen trắng',
      'Tăng độ phân giải ảnh',
      'Xóa vật thể khỏi ảnh',
      'Chỉnh màu ảnh chân dung',
    ],
    features: [
      'Tách nền và làm nét ảnh chân dung trong vài giây.',
      'Khôi phục ảnh gia đình cũ bị ố, rách, mờ.',
      'Tô màu lại ảnh đen trắng một cách tự nhiên.',
      'Tăng độ phân giải ảnh lên gấp bốn lần mà không vỡ hạt.',
      'Xóa người lạ và vật thể thừa khỏi ảnh du lịch.',
    ],
  },
  'cham-soc-khach-hang': {
    kinds: [
      'Chatbot chăm sóc khách hàng',
      'Trả lời đánh giá khách hàng',
      'Trợ lý tổng đài',
      'Chatbot Zalo OA',
      'Phân loại phản hồi khách hàng',
      'Soạn email xin lỗi khách hàng',
    ],
    features: [
      'Chatbot trả lời khách hàng 24/7 trên website và Zalo.',
      'Học từ tài liệu sản phẩm của bạn để trả lời đúng.',
      'Soạn câu trả lời lịch sự, đúng giọng thương hiệu cho đánh giá trên Google Maps.',
      'Chuyển cuộc trò chuyện khó cho nhân viên kèm tóm tắt.',
      'Phân loại phản hồi theo cảm xúc và mức độ khẩn cấp.',
    ],
  },
  'phan-tich-du-lieu': {
    kinds: [
      'Phân tích doanh thu từ Excel',
      'Dự báo tồn kho',
      'Báo cáo bán hàng tự động',
      'Phân tích đối thủ cạnh tranh',
      'Dự báo dòng tiền',
      'Phân tích hóa đơn',
      'Bảng điều khiển KPI',
    ],
    features: [
      'Tải lên bảng tính bán hàng, nhận biểu đồ và xu hướng theo tháng.',
      'Dự báo lượng hàng cần nhập dựa trên lịch sử bán và mùa lễ Tết.',
      'Đọc hóa đơn và chứng từ, xuất dữ liệu sang Excel.',
      'Gợi ý sản phẩm nên đẩy mạnh theo biên lợi nhuận.',
      'Tự động gửi báo cáo tuần qua email cho cả nhóm.',
    ],
  },
  'ngoai-ngu': {
    kinds: [
      'Gia sư tiếng Anh giao tiếp',
      'Học từ vựng tiếng Nhật',
      'Luyện phát âm tiếng Anh',
      'Học tiếng Hàn cơ bản',
      'Luyện nghe tiếng Trung',
      'Dịch tài liệu Anh Việt',
      'Luyện nói tiếng Pháp',
    ],
    features: [
      'Luyện nói với AI theo tình huống công sở, du lịch và phỏng vấn.',
      'Chấm phát âm từng âm tiết và gợi ý sửa.',
      'Thẻ ghi nhớ thông minh tự điều chỉnh lịch ôn theo trí nhớ của bạn.',
      'Dịch tài liệu giữ nguyên định dạng và thuật ngữ chuyên ngành.',
      'Bài học ngắn mười phút mỗi ngày kèm bài kiểm tra.',
    ],
  },
  'luyen-thi': {
    kinds: [
      'Luyện đề thi THPT Quốc gia',
      'Chấm bài IELTS Writing',
      'Luyện thi TOEIC',
      'Ôn thi JLPT',
      'Giải bài tập Toán',
      'Luyện thi đánh giá năng lực',
      'Ôn thi Hóa học',
    ],
    features: [
      'Ngân hàng đề có lời giải chi tiết theo từng chuyên đề.',
      'Chấm điểm bài viết theo bốn tiêu chí và gợi ý nâng band.',
      'Phân tích điểm yếu và lập lộ trình ôn tập cá nhân.',
      'Giải thích từng bước bài tập Toán, Lý, Hóa.',
      'Thi thử có bấm giờ như phòng thi thật.',
    ],
  },
  'tro-ly-code': {
    kinds: [
      'Trợ lý review code',
      'Sinh câu lệnh SQL',
      'Viết unit test tự động',
      'Giải thích mã nguồn',
      'Chuyển đổi Python sang TypeScript',
      'Tìm lỗi bảo mật',
      'Viết tài liệu API',
    ],
    features: [
      'Review pull request tự động: phát hiện lỗi và lỗ hổng bảo mật.',
      'Hỏi dữ liệu bằng tiếng Việt, nhận câu lệnh SQL đúng lược đồ.',
      'Sinh unit test cho JavaScript, Python và Java.',
      'Giải thích đoạn mã khó hiểu bằng tiếng Việt dễ đọc.',
      'Tích hợp với GitHub và GitLab chỉ trong vài phút.',
    ],
  },
  'thanh-phan-giao-dien': {
    kinds: [
      'Bộ nút bấm 3D',
      'Mẫu landing page',
      'Thư viện biểu đồ',
      'Bảng giá responsive',
      'Form đăng ký đẹp',
      'Bộ biểu tượng',
      'Giao diện bảng điều khiển',
    ],
    features: [
      'Thành phần giao diện dùng ngay cho React và HTML thuần.',
      'Tối ưu chuyển đổi với đếm ngược và bảng giá.',
      'Hỗ trợ chế độ tối và màn hình điện thoại.',
      'Tùy biến màu sắc bằng biến CSS.',
      'Mã nguồn sạch, có tài liệu và ví dụ.',
    ],
  },
  'tro-choi': {
    kinds: [
      'Trò chơi Pong',
      'Đố vui trí tuệ',
      'Cờ caro',
      'Trò chơi đoán chữ',
      'Xếp hình khối',
      'Đua xe mini',
      'Trò chơi ô chữ',
    ],
    features: [
      'Chơi hai người trên trình duyệt, điều khiển bằng bàn phím.',
      'Câu đố lịch sử, địa lý Việt Nam do AI sinh ra theo độ khó.',
      'Đối thủ AI ba cấp độ và bảng xếp hạng điểm cao.',
      'Nhạc nền sôi động và hiệu ứng ánh sáng neon.',
      'Thi đấu cùng bạn bè qua đường liên kết.',
    ],
  },
};

const AUDIENCES = [
  'cho shop online',
  'cho doanh nghiệp nhỏ',
  'cho giáo viên',
  'cho học sinh',
  'cho sinh viên',
  'cho người mới bắt đầu',
  'cho nhà hàng',
  'cho spa và thẩm mỹ viện',
  'cho bất động sản',
  'cho phòng khám',
  'cho lập trình viên',
  'cho marketer',
  'cho quán cà phê',
  'cho gia đình',
];
const QUALIFIERS = [
  'bằng AI',
  'tự động',
  'chuyên nghiệp',
  'tiếng Việt',
  'Pro',
  'siêu tốc',
  'miễn phí dùng thử',
  'thông minh',
  'trọn gói',
  'phiên bản 2026',
];
const CLOSINGS = [
  'Giao diện tiếng Việt, dễ dùng ngay cả khi bạn chưa từng dùng AI.',
  'Cập nhật miễn phí trọn đời và hỗ trợ qua Zalo.',
  'Dữ liệu của bạn được mã hóa và không dùng để huấn luyện mô hình.',
  'Dùng thử bản demo trước khi mua.',
  'Hướng dẫn chi tiết bằng video cho từng bước.',
  'Chạy trên điện thoại, máy tính bảng và máy tính.',
];
const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Quang', 'Thu', 'Hoàng', 'Ngọc', 'Đức', 'Thanh', 'Gia'];
const GIVEN = [
  'An',
  'Bình',
  'Châu',
  'Dũng',
  'Giang',
  'Hà',
  'Hải',
  'Hạnh',
  'Hiếu',
  'Hùng',
  'Khánh',
  'Lan',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Ngân',
  'Phúc',
  'Quân',
  'Sơn',
  'Tâm',
  'Thảo',
  'Trang',
  'Tuấn',
  'Vy',
  'Yến',
];
const PRICES = [
  49_000, 79_000, 99_000, 129_000, 149_000, 199_000, 249_000, 299_000, 399_000, 499_000, 799_000, 990_000, 1_490_000,
  2_490_000,
];
const COMMISSIONS = [0, 0, 0, 5, 10, 10, 15, 20, 30];
const DEMOS = ['info', 'info', 'info', 'uiComponent', 'pongGame'] as const;
const HIDDEN = ['draft', 'pending', 'rejected', 'archived'] as const;
const SUBCATEGORIES = SEED_CATEGORIES.flatMap((category) =>
  category.subcategories.map((sub) => ({ categoryId: category.id, subcategoryId: sub.id })),
);

/** mulberry32: a small deterministic generator, one stream per product so product i never depends on N. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];
const creatorUid = (index: number) => `scale-creator-${String(index).padStart(3, '0')}`;
/** The last scale creator is suspended: their products stay in the table but leave the catalogue. */
const SUSPENDED_CREATOR = CREATORS - 1;

function creatorRow(index: number) {
  const next = random(1_000_000 + index);
  const name = `${pick(next, FAMILY)} ${pick(next, MIDDLE)} ${pick(next, GIVEN)}`;
  return {
    uid: creatorUid(index),
    email: `${creatorUid(index)}@example.com`,
    displayName: name,
    roles: ['creator'],
    affiliateCode: `SCALE${String(index).padStart(3, '0')}`,
    bio: `Nhà sáng tạo ứng dụng AI, ${pick(next, AUDIENCES)}.`,
    createdAt: new Date(REFERENCE - 4 * 365 * DAY),
    suspendedAt: index === SUSPENDED_CREATOR ? new Date(REFERENCE) : null,
    suspensionReason: index === SUSPENDED_CREATOR ? 'Bench: suspended creator' : null,
  };
}

/**
 * Product i. `hidden` products are extra rows the public never lists. Creators follow a power law (a few make
 * many products), sales a heavy tail, dates grow towards the present (the catalogue grows).
 */
function productRow(index: number, hidden: boolean) {
  const next = random(index * 7919 + (hidden ? 13 : 0));
  const place = pick(next, SUBCATEGORIES);
  const topic = TOPICS[place.subcategoryId];
  const kind = pick(next, topic.kinds);
  const parts = [kind];
  if (next() < 0.6) parts.push(pick(next, AUDIENCES));
  if (next() < 0.5) parts.push(pick(next, QUALIFIERS));
  const title = parts.join(' ');
  const sentences = [pick(next, topic.features), pick(next, topic.features)];
  if (next() < 0.7) sentences.push(pick(next, CLOSINGS));
  const description = [...new Set(sentences)].join(' ');
  const creator = hidden && next() < 0.3 ? SUSPENDED_CREATOR : Math.floor((CREATORS - 1) * next() ** 2);
  const age = 3 * 365 * DAY * (1 - Math.sqrt(next()));
  const createdAt = new Date(REFERENCE - Math.floor(age / 1000) * 1000);
  const status: (typeof HIDDEN)[number] | 'published' =
    hidden && creator !== SUSPENDED_CREATOR ? pick(next, HIDDEN) : 'published';
  return {
    id: `scale-${hidden ? 'h' : ''}${String(index).padStart(7, '0')}`,
    creatorId: creatorUid(creator),
    title,
    description,
    searchText: fold(`${title} ${description}`),
    price: pick(next, PRICES),
    categoryId: place.categoryId,
    subcategoryId: place.subcategoryId,
    demoType: pick(next, DEMOS),
    appUrl: `https://apps.example.com/scale/${index}`,
    thumbnailUrl: null,
    status,
    commissionRate: pick(next, COMMISSIONS),
    creatorSuspended: creator === SUSPENDED_CREATOR,
    salesCount: Math.floor(5 / (next() + 0.005)) - 4,
    createdAt,
    updatedAt: createdAt,
    publishedAt: status === 'published' || status === 'archived' ? createdAt : null,
  };
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? process.env.SEED_SCALE_PRODUCTS ?? 100_000);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new Error('usage: npm run seed:scale -w @app/api -- <number of products, 1–5000000>');
  }
  const config = databaseLocation();
  const started = Date.now();
  const log = (message: string) =>
    console.log(`[seed:scale] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  log(`opening ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { db } = database;
    if (await isEmpty(db)) {
      await seedDatabase(db);
      log('empty database: the ordinary seed applied first');
    }
    await db
      .insert(users)
      .values(Array.from({ length: CREATORS }, (_, index) => creatorRow(index)))
      .onConflictDoNothing();
    const hiddenCount = Math.ceil(count * 0.03);
    const jobs: { from: number; to: number; hidden: boolean }[] = [];
    for (let from = 0; from < count; from += BATCH)
      jobs.push({ from, to: Math.min(count, from + BATCH), hidden: false });
    for (let from = 0; from < hiddenCount; from += BATCH) {
      jobs.push({ from, to: Math.min(hiddenCount, from + BATCH), hidden: true });
    }
    let done = 0;
    for (const job of jobs) {
      const rows = Array.from({ length: job.to - job.from }, (_, offset) => productRow(job.from + offset, job.hidden));
      await db.insert(products).values(rows).onConflictDoNothing();
      done += rows.length;
      if (done % 10_000 < BATCH || job === jobs[jobs.length - 1]) log(`${done} / ${count + hiddenCount} products`);
    }
    // Fresh statistics for the planner, and the visibility map for index-only scans.
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`analyze users`);
    // The trigger left one dead row version per product it counted: rewrite the 11-row counts table, or every
    // read of it would scan the hundreds of pages a bulk load leaves (a plain vacuum keeps them allocated).
    await db.execute(sql`vacuum (full, analyze) catalog_counts`);
    log(`done: ${count} listed products and ${hiddenCount} the public does not see`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed:scale] failed:', error);
  process.exit(1);
});
