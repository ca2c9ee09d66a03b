// What the seeded product pages sell with: the description's body (Markdown under the one-line lead of
// data.ts), "Bạn nhận được gì", the affiliate commission of the products that pay one, and each product's
// demo. The AI products embed a sample page the site ships itself (shell/public/static/demo-samples/<id>.html,
// a canned example of what the product does); the games and the 3D button keep their built-in demos; `info`
// and `none` only where the product has nothing to show without the buyer's own material.
import type { DemoType } from '@app/shared/contracts/catalog';

export interface SeedStorefront {
  /** The description's sections after its lead. */
  features: string[];
  audience: string;
  whatYouGet: string[];
  /** Affiliate commission, whole percent (0 when absent). */
  commissionRate?: number;
  demoType: DemoType;
}

/** The address of a seeded product's own sample page (a path on the site's origin). */
export const samplePath = (productId: string) => `/demo-samples/${productId}.html`;

const embed = (
  features: string[],
  audience: string,
  whatYouGet: string[],
  commissionRate?: number,
): SeedStorefront => ({ features, audience, whatYouGet, commissionRate, demoType: 'embed' });

export const SEED_STOREFRONT: Record<string, SeedStorefront> = {
  'viet-bai-chuan-seo': embed(
    [
      'Dàn ý H2/H3 theo ý định tìm kiếm của từ khóa',
      'Tiêu đề, mô tả meta và đường dẫn thân thiện',
      'Gợi ý liên kết nội bộ và từ khóa phụ',
    ],
    'Chủ website, người viết nội dung và đội marketing nhỏ.',
    ['Tài khoản dùng không giới hạn trong 12 tháng', 'Bộ 20 mẫu dàn ý theo ngành', 'Hướng dẫn tối ưu bài cũ'],
    15,
  ),
  'tom-tat-tai-lieu': embed(
    [
      'Tóm tắt theo ý chính, giữ số liệu quan trọng',
      'Bảng thuật ngữ kèm giải thích ngắn',
      'Câu hỏi ôn tập để tự kiểm tra',
    ],
    'Sinh viên, nhân viên văn phòng phải đọc nhiều báo cáo.',
    ['Tóm tắt tài liệu đến 200 trang', 'Xuất kết quả ra Word và PDF', 'Cập nhật tính năng miễn phí'],
  ),
  'kich-ban-tiktok': embed(
    ['Móc câu 3 giây đầu theo xu hướng', 'Lời thoại và gợi ý cảnh quay từng đoạn', 'Hashtag và giờ đăng gợi ý'],
    'Người bán hàng online và nhà sáng tạo nội dung ngắn.',
    ['50 kịch bản mỗi tháng', 'Thư viện 100 móc câu đã kiểm chứng', 'Nhóm hỗ trợ trên Zalo'],
    20,
  ),
  'lich-dang-bai-facebook': embed(
    ['Chủ đề cho từng ngày trong 30 ngày', 'Bài viết mẫu theo giọng thương hiệu', 'Giờ đăng tối ưu theo ngành'],
    'Chủ shop và người quản lý Fanpage.',
    ['Lịch nội dung 30 ngày dạng bảng tính', 'Bài viết mẫu cho 12 ngành hàng', 'Cập nhật lịch lễ hằng năm'],
  ),
  'viet-lai-van-ban': embed(
    ['Sửa chính tả và ngữ pháp tiếng Việt', 'Đổi giọng văn: trang trọng, thân thiện, hài hước', 'Rút gọn câu dài'],
    'Người viết email, báo cáo và bài đăng hằng ngày.',
    ['Viết lại không giới hạn', 'Tiện ích cho trình duyệt', 'Lưu lịch sử 90 ngày'],
  ),
  'tao-anh-san-pham': {
    features: [
      'Tách nền và thay nền trắng chuẩn sàn',
      'Bối cảnh lifestyle theo mùa',
      'Xuất đúng kích thước Shopee, Lazada, Tiki',
    ],
    audience: 'Nhà bán hàng trên sàn thương mại điện tử.',
    whatYouGet: ['300 ảnh mỗi tháng', '40 bối cảnh có sẵn', 'Xuất ảnh hàng loạt'],
    demoType: 'info',
  },
  'thiet-ke-logo': embed(
    ['Ba phương án logo từ tên và ngành', 'Bảng màu và cặp font đi kèm', 'Tệp vector dùng cho in ấn'],
    'Người mới mở cửa hàng, quán cà phê, dịch vụ nhỏ.',
    ['Tệp SVG và PNG nền trong suốt', 'Bảng nhận diện một trang', 'Sửa không giới hạn trong 7 ngày'],
  ),
  'xoa-phong-anh': {
    features: ['Tách nền tóc và viền mềm', 'Làm nét và tăng độ phân giải gấp 4', 'Xử lý hàng loạt'],
    audience: 'Thợ ảnh, nhà bán hàng, người làm ảnh thẻ.',
    whatYouGet: ['500 ảnh mỗi tháng', 'Ảnh gốc không nén', 'Không đóng dấu bản quyền'],
    demoType: 'none',
  },
  'phuc-hoi-anh-cu': {
    features: ['Xóa vết ố, vết gấp và trầy xước', 'Tô màu ảnh đen trắng tự nhiên', 'Làm rõ khuôn mặt'],
    audience: 'Gia đình muốn giữ lại ảnh kỷ niệm.',
    whatYouGet: ['Phục hồi 50 ảnh', 'Ảnh in được khổ A4', 'Hỗ trợ quét ảnh tại nhà'],
    demoType: 'info',
  },
  'chatbot-cham-soc-khach-hang': embed(
    [
      'Trả lời 24/7 trên website và Zalo OA',
      'Học từ tài liệu, bảng giá và chính sách của bạn',
      'Chuyển cho nhân viên khi cần',
    ],
    'Cửa hàng, phòng khám, trung tâm đào tạo nhận nhiều câu hỏi lặp lại.',
    ['Một chatbot cho 1 website và 1 Zalo OA', '2.000 hội thoại mỗi tháng', 'Buổi cài đặt 1-1 qua Google Meet'],
    20,
  ),
  'tra-loi-danh-gia': embed(
    ['Trả lời đúng giọng thương hiệu', 'Xử lý khéo đánh giá 1–2 sao', 'Gợi ý mời khách quay lại'],
    'Nhà hàng, khách sạn, cửa hàng trên Google Maps và sàn.',
    ['Trả lời không giới hạn', 'Bộ 30 mẫu cho tình huống khó', 'Báo cáo cảm xúc khách hàng hằng tháng'],
  ),
  'phan-tich-doanh-thu': embed(
    ['Biểu đồ doanh thu theo tháng và kênh', 'Phát hiện sản phẩm tăng, giảm bất thường', 'Gợi ý hàng nên đẩy mạnh'],
    'Chủ cửa hàng bán lẻ và bán online có dữ liệu trong Excel.',
    ['Phân tích tệp đến 100.000 dòng', 'Báo cáo PDF gửi qua email', 'Mẫu bảng tính chuẩn hóa dữ liệu'],
    15,
  ),
  'du-bao-ton-kho': embed(
    ['Dự báo lượng hàng cần nhập 4 tuần tới', 'Tính cả mùa lễ Tết và khuyến mãi', 'Cảnh báo hàng sắp hết'],
    'Cửa hàng tạp hóa, mỹ phẩm, thời trang có nhiều mã hàng.',
    ['Dự báo cho 1.000 mã hàng', 'Kết nối bảng tính Google Sheets', 'Hỗ trợ thiết lập ban đầu'],
  ),
  'viet-mo-ta-san-pham': embed(
    ['Mô tả chuẩn SEO của sàn', 'Điểm bán hàng nổi bật dạng gạch đầu dòng', 'Tiêu đề dưới 120 ký tự'],
    'Nhà bán hàng đăng nhiều sản phẩm mới mỗi tuần.',
    ['300 mô tả mỗi tháng', 'Mẫu cho 15 ngành hàng', 'Xuất tệp CSV để đăng hàng loạt'],
  ),
  'gia-su-tieng-anh': embed(
    [
      'Hội thoại theo tình huống công sở, du lịch, phỏng vấn',
      'Sửa lỗi ngữ pháp ngay trong câu trả lời',
      'Chấm phát âm từng từ',
    ],
    'Người đi làm cần nói tiếng Anh tự tin.',
    ['12 tháng luyện không giới hạn', '60 chủ đề hội thoại', 'Báo cáo tiến bộ hằng tuần'],
    25,
  ),
  'hoc-tu-vung-nhat': embed(
    ['Thẻ ghi nhớ N5–N2 có ví dụ', 'Lịch ôn lặp lại ngắt quãng', 'Luyện nghe phát âm chuẩn'],
    'Người học tiếng Nhật để thi JLPT hoặc đi làm.',
    ['6.000 thẻ từ vựng', 'Ứng dụng học trên điện thoại', 'Đề thi thử mỗi cấp độ'],
  ),
  'luyen-de-thpt': embed(
    ['Đề Toán, Lý, Hóa, Anh theo cấu trúc mới', 'Lời giải chi tiết từng câu', 'Phân tích điểm yếu theo chuyên đề'],
    'Học sinh lớp 12 và giáo viên ôn thi.',
    ['Hơn 300 đề có lời giải', 'Lộ trình ôn 12 tuần', 'Cập nhật đề mới đến kỳ thi'],
  ),
  'cham-bai-ielts-writing': embed(
    ['Chấm theo 4 tiêu chí của IELTS', 'Sửa câu và gợi ý từ vựng nâng band', 'Bài mẫu band 7+ cùng đề'],
    'Người tự ôn IELTS muốn biết bài mình đang ở band nào.',
    ['Chấm 60 bài mỗi tháng', 'Kho 200 đề Task 1 và Task 2', 'Nhận xét bằng tiếng Việt'],
    30,
  ),
  'tro-ly-code-review': embed(
    ['Phát hiện lỗi logic và lỗ hổng bảo mật', 'Gợi ý viết lại dễ đọc hơn', 'Bình luận thẳng vào pull request'],
    'Nhóm phát triển phần mềm nhỏ không có người review toàn thời gian.',
    ['Tích hợp GitHub và GitLab', 'Không giới hạn kho mã riêng', 'Quy tắc review theo dự án'],
    10,
  ),
  'sinh-sql-tu-tieng-viet': embed(
    [
      'Hiểu câu hỏi tiếng Việt có dấu hoặc không dấu',
      'Đọc lược đồ cơ sở dữ liệu của bạn',
      'Giải thích câu lệnh từng bước',
    ],
    'Nhân viên kinh doanh, kế toán cần tự lấy số liệu.',
    ['Hỗ trợ PostgreSQL, MySQL, SQL Server', 'Chỉ đọc, không sửa dữ liệu', '1.000 câu hỏi mỗi tháng'],
  ),
  'nut-bam-3d': {
    features: [
      'Nút bấm 3D có bóng đổ và hiệu ứng nhấn',
      'Bảng chọn màu đổi cả tông sáng tối',
      'Dùng được bằng bàn phím',
    ],
    audience: 'Lập trình viên giao diện React và HTML.',
    whatYouGet: ['Mã nguồn React và HTML thuần', 'Giấy phép dùng cho dự án thương mại', 'Cập nhật trọn đời'],
    demoType: 'uiComponent',
  },
  'mau-landing-page': embed(
    ['Bố cục đã tối ưu chuyển đổi', 'Đếm ngược và bảng giá có sẵn', 'Chạy tốt trên điện thoại'],
    'Người bán khóa học trực tuyến và sự kiện.',
    ['5 mẫu landing page HTML', 'Tệp thiết kế Figma', 'Hướng dẫn gắn form đăng ký'],
    30,
  ),
  'pong-co-dien': {
    features: ['Hai người chơi trên một bàn phím', 'Đối thủ máy ba cấp độ', 'Tạm dừng và chơi lại'],
    audience: 'Ai muốn giải trí vài phút giữa giờ.',
    whatYouGet: ['Chơi trên trình duyệt, không cần cài', 'Bảng điểm cá nhân', 'Cập nhật miễn phí'],
    demoType: 'pongGame',
  },
  'pong-neon': {
    features: ['Hiệu ứng ánh sáng neon', 'Nhạc nền sôi động', 'Bảng xếp hạng điểm cao'],
    audience: 'Người thích trò chơi cổ điển phong cách mới.',
    whatYouGet: ['Chơi trên trình duyệt, không cần cài', 'Ba giao diện neon', 'Bảng xếp hạng bạn bè'],
    demoType: 'pongGame',
  },
  'do-vui-tri-tue': embed(
    ['Câu đố lịch sử, địa lý Việt Nam', 'Độ khó tăng dần theo câu trả lời', 'Thi đấu với bạn bè'],
    'Gia đình, lớp học và các buổi sinh hoạt nhóm.',
    ['Hơn 5.000 câu đố', 'Chế độ lớp học cho giáo viên', 'Giải thích đáp án sau mỗi câu'],
  ),
  'dat-ten-thuong-hieu': embed(
    ['Tên tiếng Việt dễ đọc, dễ nhớ', 'Kiểm tra tên miền .vn và .com còn trống', 'Khẩu hiệu đi kèm'],
    'Người chuẩn bị mở cửa hàng hoặc doanh nghiệp nhỏ.',
    ['30 gợi ý tên mỗi lần', 'Báo cáo tên miền còn trống', 'Gợi ý khẩu hiệu cho từng tên'],
  ),
};

/** The full description: the one-line lead, then what it does and for whom, in Markdown. */
export function seedDescription(lead: string, storefront: SeedStorefront): string {
  const features = storefront.features.map((feature) => `- ${feature}`).join('\n');
  return `${lead}\n\n# Tính năng chính\n\n${features}\n\n# Dành cho ai\n\n${storefront.audience}`;
}
