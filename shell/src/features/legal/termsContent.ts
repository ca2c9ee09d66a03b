// The terms of service (/terms-of-service), as content rendered by LegalPage.
// The wording is the published text: change it only together with its last-update date.
import type { LegalDocument } from './legalContent';

export const termsOfService: LegalDocument = {
  title: 'Điều khoản dịch vụ',
  updated: '21/11/2026',
  sections: [
    {
      id: 'gioi-thieu',
      heading: 'Giới thiệu và chấp nhận điều khoản',
      blocks: [
        'AI Market là chợ trực tuyến dành cho ứng dụng AI và sản phẩm số, nơi người mua khám phá và mua sản phẩm, nhà sáng tạo đăng bán sản phẩm của mình, người tiếp thị liên kết giới thiệu sản phẩm và học viên tham gia Học viện nhà sáng tạo. Điều khoản dịch vụ này (“Điều khoản”) là thỏa thuận giữa bạn và đơn vị vận hành AI Market (“AI Market”, “chúng tôi”) về việc sử dụng website và các dịch vụ liên quan (gọi chung là “Dịch vụ”).',
        'Bằng việc tạo tài khoản, thực hiện giao dịch hoặc tiếp tục sử dụng Dịch vụ, bạn xác nhận đã đọc, hiểu và đồng ý với Điều khoản này và [Chính sách bảo mật](/privacy-policy). Nếu không đồng ý, vui lòng ngừng sử dụng Dịch vụ.',
        {
          list: [
            'Bạn cần từ đủ 18 tuổi và có đầy đủ năng lực hành vi dân sự để giao dịch. Người từ đủ 16 đến dưới 18 tuổi chỉ được sử dụng Dịch vụ khi có sự đồng ý và giám sát của cha, mẹ hoặc người giám hộ.',
            'Một số tính năng có điều kiện riêng (ví dụ bảng giá cho nhà sáng tạo, chương trình khuyến mãi). Khi có khác biệt, điều kiện riêng được ưu tiên áp dụng cho tính năng đó.',
          ],
        },
      ],
    },
    {
      id: 'tai-khoan',
      heading: 'Tài khoản',
      blocks: [
        {
          list: [
            'Tài khoản được tạo và xác thực qua dịch vụ Firebase Authentication bằng email và mật khẩu. Bạn cần dùng email chính xác, đang hoạt động và cập nhật khi thay đổi.',
            'Bạn chịu trách nhiệm giữ bí mật mật khẩu và về mọi hoạt động diễn ra dưới tài khoản của mình. Hãy báo ngay cho chúng tôi khi phát hiện truy cập trái phép.',
            'Tài khoản dành cho một cá nhân. Không mua bán, cho thuê, chia sẻ hoặc chuyển nhượng tài khoản cũng như quyền truy cập sản phẩm đã mua.',
            'Tên hiển thị và ảnh đại diện bạn tải lên không được mạo danh người khác, xâm phạm quyền của bên thứ ba hoặc chứa nội dung bị cấm.',
            'Chúng tôi có thể yêu cầu xác minh bổ sung đối với nhà sáng tạo, người tiếp thị liên kết hoặc khi có dấu hiệu gian lận.',
          ],
        },
      ],
    },
    {
      id: 'mua-hang-thanh-toan',
      heading: 'Mua hàng và thanh toán',
      blocks: [
        'Giá được niêm yết bằng đồng Việt Nam (₫) trên trang sản phẩm và đã bao gồm các loại thuế theo quy định, trừ khi có ghi chú khác. Giá áp dụng là giá hiển thị khi bạn tạo đơn hàng. AI Market nhận thanh toán bằng chuyển khoản ngân hàng qua mã VietQR:',
        {
          list: [
            'Khi bạn đặt mua, hệ thống tạo một giao dịch có mã riêng và hiển thị ngân hàng nhận, chủ tài khoản, số tài khoản, số tiền, mã QR và thời hạn thanh toán.',
            'Bạn quét mã QR bằng ứng dụng ngân hàng hoặc chuyển khoản thủ công với **đúng số tiền** và **đúng nội dung** `TT {mã giao dịch}`.',
            'Giao dịch được xác nhận tự động khi hệ thống đối soát nhận được khoản tiền khớp số tiền và nội dung; thường trong vài phút, có thể lâu hơn tùy ngân hàng.',
            'Khoản chuyển sai số tiền, sai nội dung, trùng lặp hoặc sau khi giao dịch hết hạn được xử lý thủ công: vui lòng liên hệ hỗ trợ kèm ảnh biên lai. Khoản chuyển thừa hoặc trùng lặp sẽ được hoàn lại sau khi đối soát.',
            'AI Market không yêu cầu và không lưu thông tin thẻ, mật khẩu hay mã OTP ngân hàng của bạn, và không bao giờ hỏi các thông tin này qua email, tin nhắn hay điện thoại.',
          ],
        },
        'Đơn hàng chỉ hoàn tất khi khoản thanh toán đã được xác nhận. Khoản ủng hộ nhà sáng tạo là tự nguyện và không kèm quyền lợi sản phẩm, trừ khi trang sản phẩm ghi khác. Chúng tôi có quyền từ chối hoặc hủy giao dịch có dấu hiệu gian lận hoặc vi phạm pháp luật và hoàn lại khoản tiền đã nhận theo quy định.',
      ],
    },
    {
      id: 'giao-san-pham',
      heading: 'Giao sản phẩm số và Thư viện',
      blocks: [
        {
          list: [
            'Sản phẩm số (ứng dụng AI, mẫu, tài liệu, khóa học…) được giao dưới dạng quyền truy cập trực tuyến và xuất hiện trong mục Thư viện của tài khoản ngay khi thanh toán được xác nhận. Không có giao hàng vật lý.',
            'Nếu sau 24 giờ kể từ khi chuyển khoản thành công mà sản phẩm chưa có trong Thư viện, vui lòng liên hệ hỗ trợ kèm mã giao dịch.',
            'Quyền truy cập được duy trì khi sản phẩm còn được cung cấp trên AI Market và tài khoản của bạn không bị chấm dứt do vi phạm.',
            'Nhiều ứng dụng AI phụ thuộc vào dịch vụ của bên thứ ba (mô hình AI, máy chủ, API), nên tính năng và hạn mức sử dụng có thể thay đổi trong phạm vi nhà sáng tạo đã mô tả.',
            'Bản demo chỉ nhằm minh họa; phạm vi sản phẩm được xác định theo mô tả trên trang sản phẩm.',
            'Nếu sản phẩm ngừng được cung cấp, chúng tôi sẽ thông báo và đưa ra phương án phù hợp, bao gồm hoàn tiền khi đủ điều kiện theo mục Hoàn tiền.',
          ],
        },
      ],
    },
    {
      id: 'hoan-tien',
      heading: 'Hoàn tiền',
      blocks: [
        { h3: 'Học viện Nhà sáng tạo AI: hoàn tiền 100% trong 30 ngày' },
        'Nếu trong vòng 30 ngày kể từ ngày thanh toán học phí được xác nhận mà bạn chưa làm được sản phẩm đầu tiên, bạn được hoàn lại 100% học phí (5.000.000\u00a0₫). “Làm được sản phẩm đầu tiên” nghĩa là tài khoản của bạn đã có ít nhất một sản phẩm được kiểm duyệt và đăng bán công khai trên AI Market. Yêu cầu phải được gửi trong thời hạn 30 ngày nói trên. Sau khi hoàn tiền, quyền truy cập khóa học và chứng nhận (nếu đã cấp) bị thu hồi.',
        { h3: 'Sản phẩm số' },
        'Sản phẩm số được giao ngay và không thể “trả lại”, vì vậy giao dịch mua sản phẩm số không được hoàn tiền sau khi sản phẩm đã được giao vào Thư viện, trừ các trường hợp dưới đây, với điều kiện yêu cầu được gửi trong vòng 7 ngày kể từ ngày thanh toán:',
        {
          list: [
            'Sản phẩm không được giao hoặc không thể truy cập do lỗi của AI Market hoặc nhà sáng tạo, và lỗi không được khắc phục trong vòng 7 ngày kể từ khi bạn báo lỗi.',
            'Sản phẩm khác biệt đáng kể so với mô tả, hình ảnh hoặc bản demo trên trang sản phẩm.',
            'Bạn chuyển khoản nhiều lần cho cùng một đơn hàng hoặc chuyển thừa số tiền.',
            'Các trường hợp khác mà pháp luật về bảo vệ quyền lợi người tiêu dùng yêu cầu hoàn tiền.',
          ],
        },
        { h3: 'Cách yêu cầu hoàn tiền' },
        'Gửi email đến {email} kèm mã giao dịch, lý do và tài khoản ngân hàng nhận hoàn tiền đứng tên bạn. Chúng tôi phản hồi trong vòng 3 ngày làm việc và chuyển khoản hoàn tiền trong vòng 7 ngày làm việc kể từ khi yêu cầu được chấp thuận. Chúng tôi có thể từ chối các yêu cầu có dấu hiệu lạm dụng, ví dụ mua, tải về rồi yêu cầu hoàn tiền lặp lại nhiều lần.',
      ],
    },
    {
      id: 'nha-sang-tao',
      heading: 'Dành cho nhà sáng tạo',
      blocks: [
        'Bạn có thể đăng ký tại trang [Trở thành nhà sáng tạo](/become-a-creator). AI Market có quyền chấp thuận hoặc từ chối đơn đăng ký. Khi bán hàng trên AI Market, nhà sáng tạo đồng ý:',
        {
          list: [
            'Đăng sản phẩm: mô tả trung thực chức năng, giới hạn, yêu cầu kỹ thuật, chi phí phát sinh (nếu có) và các dịch vụ AI của bên thứ ba mà sản phẩm sử dụng; bản demo phải phản ánh đúng sản phẩm.',
            'Kiểm duyệt: mọi sản phẩm được đội ngũ quản trị kiểm duyệt trước khi hiển thị công khai và có thể được kiểm tra lại bất kỳ lúc nào. Chúng tôi có thể yêu cầu chỉnh sửa, từ chối, tạm ẩn hoặc gỡ sản phẩm vi phạm Điều khoản, pháp luật hoặc bị khiếu nại có căn cứ.',
            'Phí nền tảng: với mỗi giao dịch thành công, AI Market thu phí nền tảng tính trên giá bán theo [Bảng giá cho nhà sáng tạo](/pricing) có hiệu lực tại thời điểm giao dịch. Thay đổi mức phí được thông báo trước ít nhất 30 ngày và không áp dụng cho giao dịch đã phát sinh.',
            'Thanh toán cho nhà sáng tạo: doanh thu sau khi trừ phí nền tảng, hoa hồng tiếp thị liên kết (nếu giao dịch đến từ liên kết giới thiệu), khoản hoàn tiền và thuế phải khấu trừ (nếu có) được ghi vào số dư và chi trả bằng chuyển khoản đến tài khoản ngân hàng bạn khai báo trong mục Cài đặt thanh toán. Doanh thu của một giao dịch chỉ được chi trả sau khi hết thời hạn yêu cầu hoàn tiền của giao dịch đó; số dư và lịch sử chi trả được hiển thị tại trang Thanh toán cho nhà sáng tạo.',
            'Tài khoản nhận thanh toán phải đứng tên bạn hoặc doanh nghiệp của bạn. Bạn chịu trách nhiệm về tính chính xác của thông tin này; chúng tôi không chịu trách nhiệm về khoản chi trả đến tài khoản sai do bạn khai báo.',
            'Thuế: bạn tự kê khai và nộp thuế đối với thu nhập của mình. Trường hợp pháp luật quy định AI Market phải khấu trừ, nộp thay, chúng tôi khấu trừ trước khi chi trả và cung cấp chứng từ theo quy định.',
            'Hỗ trợ người mua về các vấn đề kỹ thuật của sản phẩm trong thời gian hợp lý và phối hợp xử lý khiếu nại, hoàn tiền.',
          ],
        },
      ],
    },
    {
      id: 'tiep-thi-lien-ket',
      heading: 'Tiếp thị liên kết',
      blocks: [
        {
          list: [
            'Mọi người dùng đã đăng nhập có thể tham gia chương trình tiếp thị liên kết và nhận liên kết giới thiệu chứa mã giới thiệu (tham số ref) cho các sản phẩm được mở tiếp thị liên kết.',
            'Khi khách truy cập mở liên kết giới thiệu, mã được lưu trên trình duyệt của họ để ghi nhận cho lần đăng ký hoặc mua hàng sau đó. Nếu khách mở liên kết của nhiều người, mã được mở gần nhất được ghi nhận.',
            'Hoa hồng được tính theo tỷ lệ hiển thị tại trang Sản phẩm tiếp thị liên kết ở thời điểm giao dịch, chỉ cho giao dịch đã thanh toán thành công. Hoa hồng của giao dịch bị hoàn tiền sẽ bị thu hồi.',
            'Hoa hồng được chi trả vào tài khoản ngân hàng đứng tên bạn đã khai báo trong mục Cài đặt thanh toán, theo cùng quy định về thuế như nhà sáng tạo.',
            'Khi quảng bá, bạn phải nêu rõ đây là liên kết tiếp thị và không được đưa thông tin sai sự thật, hứa hẹn thu nhập hoặc kết quả, mạo danh AI Market hay nhà sáng tạo.',
            'Nghiêm cấm tự giới thiệu cho chính mình, tạo tài khoản ảo, gửi thư rác, mua quảng cáo bằng thương hiệu AI Market khi chưa được phép hoặc mọi hình thức gian lận lượt giới thiệu. Vi phạm sẽ bị hủy hoa hồng liên quan và chấm dứt quyền tham gia.',
          ],
        },
      ],
    },
    {
      id: 'hoc-vien-chung-nhan',
      heading: 'Học viện và chứng nhận',
      blocks: [
        {
          list: [
            'Học viện Nhà sáng tạo AI có học phí 5.000.000\u00a0₫, thanh toán một lần bằng chuyển khoản ngân hàng. Quyền truy cập bài học, tài liệu và bài kiểm tra được kích hoạt khi thanh toán được xác nhận.',
            'Quyền truy cập dành riêng cho học viên. Không chia sẻ tài khoản, ghi lại, sao chép hoặc phân phối lại nội dung khóa học.',
            'Nội dung khóa học có thể được cập nhật theo sự phát triển của công nghệ. Chúng tôi không cam kết về thu nhập hay kết quả kinh doanh cụ thể; câu chuyện của học viên trước chỉ mang tính minh họa.',
            'Chứng nhận được cấp khi bạn hoàn thành khóa học và đạt yêu cầu bài kiểm tra. Mỗi chứng nhận có mã riêng và một trang xác minh công khai (/chung-nhan/{mã chứng nhận}) hiển thị họ tên, tên khóa học, điểm số và ngày cấp; bất kỳ ai có đường dẫn đều xem được.',
            'Chứng nhận xác nhận việc hoàn thành khóa học do AI Market tổ chức, không phải văn bằng hay chứng chỉ thuộc hệ thống giáo dục quốc dân.',
            'Chứng nhận có thể bị thu hồi khi phát hiện gian lận trong bài kiểm tra hoặc khi học phí đã được hoàn lại. Chính sách hoàn tiền của Học viện được nêu tại mục Hoàn tiền.',
          ],
        },
      ],
    },
    {
      id: 'noi-dung-bi-cam',
      heading: 'Nội dung và hành vi bị cấm',
      blocks: [
        'Bạn không được đăng tải, bán, quảng bá hoặc sử dụng Dịch vụ để:',
        {
          list: [
            'Vi phạm pháp luật Việt Nam, bao gồm nội dung chống phá Nhà nước, kích động bạo lực, thù hằn, phân biệt đối xử, nội dung khiêu dâm, thông tin sai sự thật gây hoang mang.',
            'Xâm phạm quyền sở hữu trí tuệ, quyền riêng tư hoặc quyền đối với hình ảnh của người khác; bán lại sản phẩm, khóa học hoặc nội dung không thuộc quyền của bạn.',
            'Tạo hoặc phát tán nội dung giả mạo khuôn mặt, giọng nói của người thật khi chưa được đồng ý, hoặc công cụ AI nhằm lừa đảo, mạo danh.',
            'Thu thập, mua bán, trao đổi dữ liệu cá nhân trái phép.',
            'Phát tán mã độc, phần mềm gián điệp, công cụ tấn công hoặc vượt qua biện pháp bảo mật, bảo vệ bản quyền.',
            'Kinh doanh cờ bạc, cá độ, đa cấp trái phép, huy động vốn hoặc sản phẩm tài chính cam kết lợi nhuận không có cơ sở.',
            'Gian lận thanh toán, hoàn tiền, hoa hồng; thao túng đánh giá hoặc lượt mua.',
            'Can thiệp, gây quá tải, truy cập trái phép hệ thống hoặc thu thập dữ liệu tự động khi chưa được phép.',
          ],
        },
        'Khi có vi phạm, chúng tôi có thể gỡ nội dung, tạm ngưng hoặc chấm dứt tài khoản, giữ lại các khoản chi trả liên quan và thông báo cho cơ quan có thẩm quyền khi pháp luật yêu cầu. Bạn có thể báo cáo vi phạm qua {email}.',
      ],
    },
    {
      id: 'so-huu-tri-tue',
      heading: 'Sở hữu trí tuệ',
      blocks: [
        {
          list: [
            'Nhà sáng tạo giữ quyền sở hữu đối với sản phẩm của mình và bảo đảm có đầy đủ quyền hợp pháp để bán sản phẩm, kể cả đối với dữ liệu, mô hình, mã nguồn mở và nội dung do AI tạo ra được sử dụng trong sản phẩm.',
            'Khi đăng sản phẩm, nhà sáng tạo cấp cho AI Market quyền không độc quyền, miễn phí để lưu trữ, hiển thị, chạy bản demo, quảng bá và phân phối sản phẩm cho người mua trong thời gian sản phẩm được đăng bán và trong thời gian cần thiết để duy trì quyền truy cập của người đã mua.',
            'Người mua nhận quyền sử dụng không độc quyền, không chuyển nhượng, cho mục đích cá nhân hoặc theo phạm vi giấy phép ghi trên trang sản phẩm; không được bán lại, chia sẻ công khai, phân phối lại hoặc dịch ngược, trừ khi giấy phép cho phép.',
            'Tên, biểu trưng, giao diện, mã nguồn của nền tảng AI Market và nội dung Học viện thuộc quyền của AI Market hoặc bên cấp phép.',
            'Nếu cho rằng nội dung trên AI Market xâm phạm quyền của bạn, hãy gửi thông báo kèm thông tin chủ thể quyền, đối tượng bị xâm phạm, đường dẫn và bằng chứng. Chúng tôi có thể tạm ẩn nội dung trong khi xem xét và tạo điều kiện để bên bị khiếu nại phản hồi.',
          ],
        },
      ],
    },
    {
      id: 'gioi-han-trach-nhiem',
      heading: 'Giới hạn trách nhiệm',
      blocks: [
        {
          list: [
            'AI Market là nền tảng trung gian. Sản phẩm do nhà sáng tạo cung cấp, và nhà sáng tạo chịu trách nhiệm về chất lượng, tính hợp pháp và các cam kết của mình. Việc kiểm duyệt không bảo đảm sản phẩm không có lỗi.',
            'Kết quả do AI tạo ra có thể không chính xác, không đầy đủ hoặc thiên lệch. Bạn cần tự đánh giá trước khi sử dụng, nhất là cho các quyết định về pháp lý, y tế hoặc tài chính.',
            'Dịch vụ được cung cấp theo hiện trạng và theo khả năng sẵn có; có thể bị gián đoạn để bảo trì hoặc do sự kiện ngoài tầm kiểm soát hợp lý như sự cố của ngân hàng, nhà cung cấp hạ tầng hay sự kiện bất khả kháng.',
            'Trong phạm vi pháp luật cho phép, AI Market không chịu trách nhiệm đối với thiệt hại gián tiếp, mất lợi nhuận hoặc mất dữ liệu, và tổng trách nhiệm của AI Market không vượt quá tổng số tiền bạn đã thanh toán trên AI Market trong 12 tháng trước sự kiện phát sinh trách nhiệm.',
            'Các giới hạn trên không loại trừ trách nhiệm mà pháp luật Việt Nam không cho phép loại trừ, kể cả quyền của người tiêu dùng theo pháp luật về bảo vệ quyền lợi người tiêu dùng.',
            'Bạn bồi thường cho AI Market các thiệt hại phát sinh từ việc bạn vi phạm Điều khoản hoặc xâm phạm quyền của bên thứ ba.',
          ],
        },
      ],
    },
    {
      id: 'cham-dut',
      heading: 'Tạm ngưng và chấm dứt',
      blocks: [
        {
          list: [
            'Bạn có thể ngừng sử dụng Dịch vụ và yêu cầu xóa tài khoản bất kỳ lúc nào. Khi tài khoản bị xóa, bạn mất quyền truy cập Thư viện và khóa học; số dư hợp lệ của nhà sáng tạo hoặc người tiếp thị liên kết được chi trả sau khi đối soát.',
            'Chúng tôi có thể tạm ngưng hoặc chấm dứt tài khoản, gỡ sản phẩm khi bạn vi phạm Điều khoản, pháp luật hoặc theo yêu cầu của cơ quan nhà nước có thẩm quyền. Trừ trường hợp cần xử lý khẩn cấp, chúng tôi sẽ thông báo lý do và cho bạn cơ hội giải trình.',
            'Doanh thu hoặc hoa hồng phát sinh từ hành vi vi phạm có thể bị giữ lại để hoàn trả cho người mua hoặc bù đắp thiệt hại.',
            'Các quy định về sở hữu trí tuệ, giới hạn trách nhiệm, luật áp dụng và giải quyết tranh chấp tiếp tục có hiệu lực sau khi chấm dứt.',
          ],
        },
      ],
    },
    {
      id: 'luat-ap-dung',
      heading: 'Luật áp dụng, tranh chấp và sửa đổi',
      blocks: [
        {
          list: [
            'Điều khoản này được điều chỉnh và giải thích theo pháp luật nước Cộng hòa xã hội chủ nghĩa Việt Nam.',
            'Tranh chấp trước hết được giải quyết bằng thương lượng, hòa giải trong vòng 30 ngày kể từ khi một bên gửi thông báo. Nếu không thành, tranh chấp được đưa ra Tòa án nhân dân có thẩm quyền tại Việt Nam. Người tiêu dùng có thể sử dụng các phương thức giải quyết tranh chấp khác theo pháp luật về bảo vệ quyền lợi người tiêu dùng.',
            'Chúng tôi có thể cập nhật Điều khoản. Thay đổi quan trọng được thông báo qua email hoặc trên website ít nhất 7 ngày trước khi có hiệu lực; ngày cập nhật được ghi ở đầu trang. Việc tiếp tục sử dụng Dịch vụ sau ngày hiệu lực đồng nghĩa với việc bạn chấp nhận Điều khoản mới.',
            'Nếu một quy định của Điều khoản bị vô hiệu, các quy định còn lại vẫn có hiệu lực.',
          ],
        },
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ',
      blocks: [
        'Mọi câu hỏi, yêu cầu hỗ trợ, hoàn tiền, khiếu nại hoặc báo cáo vi phạm, vui lòng gửi email đến {email}, ghi rõ email tài khoản và mã giao dịch (nếu có). Chúng tôi phản hồi trong vòng 3 ngày làm việc.',
      ],
    },
  ],
};
