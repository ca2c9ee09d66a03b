// The privacy policy (/privacy-policy), as content rendered by LegalPage.
// The wording is the published text: change it only together with its last-update date.
import type { LegalDocument } from './legalContent';

export const privacyPolicy: LegalDocument = {
  title: 'Chính sách bảo mật',
  updated: '21/11/2026',
  sections: [
    {
      id: 'pham-vi',
      heading: 'Phạm vi và căn cứ',
      blocks: [
        'Chính sách bảo mật này giải thích cách đơn vị vận hành AI Market (“AI Market”, “chúng tôi”), với vai trò bên kiểm soát và xử lý dữ liệu cá nhân, thu thập, sử dụng, chia sẻ, lưu trữ và bảo vệ dữ liệu cá nhân của bạn khi bạn sử dụng website và dịch vụ của AI Market. Chính sách là một phần của [Điều khoản dịch vụ](/terms-of-service).',
        'Chính sách được xây dựng theo Nghị định số 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân, Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và các văn bản hướng dẫn, sửa đổi, bổ sung hoặc thay thế. Chính sách này đồng thời là thông báo về việc xử lý dữ liệu cá nhân gửi đến bạn trước khi xử lý.',
      ],
    },
    {
      id: 'du-lieu-thu-thap',
      heading: 'Dữ liệu cá nhân chúng tôi thu thập',
      blocks: [
        'Dữ liệu được thu thập trực tiếp từ bạn, tự động khi bạn sử dụng dịch vụ, và từ ngân hàng hoặc đơn vị đối soát khi có giao dịch chuyển khoản. Cụ thể:',
        {
          list: [
            '**Thông tin tài khoản:** email, mật khẩu (do Firebase Authentication lưu dưới dạng đã băm, chúng tôi không đọc được), mã người dùng, tên hiển thị và vai trò (người mua, nhà sáng tạo, quản trị viên).',
            '**Ảnh đại diện:** tệp ảnh do bạn tự tải lên. Vui lòng không tải ảnh chứa thông tin nhạy cảm hoặc ảnh của người khác khi chưa được họ đồng ý.',
            '**Lịch sử giao dịch:** mã giao dịch, sản phẩm, số tiền, thời điểm, trạng thái thanh toán, nội dung chuyển khoản; thông tin ngân hàng gửi về khoản tiền đến như số tiền, thời điểm, mã tham chiếu và, tùy ngân hàng, tên và số tài khoản người chuyển.',
            '**Dữ liệu sử dụng dịch vụ:** Thư viện, danh sách yêu thích, tiến độ học, kết quả bài kiểm tra và chứng nhận (họ tên, tên khóa học, điểm số, ngày cấp).',
            '**Thông tin của nhà sáng tạo và người tiếp thị liên kết:** đơn đăng ký nhà sáng tạo, hồ sơ công khai, sản phẩm; thông tin tài khoản ngân hàng nhận thanh toán (tên ngân hàng, số tài khoản, tên chủ tài khoản), lịch sử chi trả và thông tin thuế khi pháp luật yêu cầu.',
            '**Mã giới thiệu:** mã giới thiệu của bạn, mã đã dẫn bạn đến AI Market và các giao dịch được ghi nhận cho mã đó.',
            '**Dữ liệu kỹ thuật:** địa chỉ IP, loại trình duyệt và thiết bị, thời điểm truy cập, nhật ký lỗi và bảo mật; dữ liệu lưu trong bộ nhớ cục bộ của trình duyệt (xem mục Cookie và bộ nhớ cục bộ).',
            '**Nội dung liên lạc:** email và tài liệu bạn gửi khi cần hỗ trợ, khiếu nại hoặc yêu cầu hoàn tiền.',
          ],
        },
        'Chúng tôi không thu thập dữ liệu sinh trắc học và không yêu cầu hình ảnh giấy tờ tùy thân để xác thực tài khoản. Thông tin tài khoản ngân hàng được coi là dữ liệu tài chính và được bảo vệ ở mức cao nhất.',
      ],
    },
    {
      id: 'muc-dich',
      heading: 'Mục đích xử lý',
      blocks: [
        {
          list: [
            'Tạo, xác thực và quản lý tài khoản; khôi phục mật khẩu.',
            'Xử lý đơn hàng, đối soát chuyển khoản, cấp quyền truy cập sản phẩm trong Thư viện và thực hiện hoàn tiền.',
            'Vận hành Học viện: theo dõi tiến độ học, chấm bài kiểm tra, cấp và hiển thị chứng nhận công khai.',
            'Ghi nhận lượt giới thiệu; chi trả doanh thu cho nhà sáng tạo và hoa hồng cho người tiếp thị liên kết.',
            'Hiển thị hồ sơ công khai của nhà sáng tạo (tên hiển thị, ảnh đại diện, sản phẩm).',
            'Hỗ trợ khách hàng, giải quyết khiếu nại và tranh chấp.',
            'Bảo đảm an toàn hệ thống, phòng chống gian lận và lạm dụng.',
            'Thực hiện nghĩa vụ pháp lý về kế toán, thuế và yêu cầu của cơ quan nhà nước có thẩm quyền.',
            'Gửi thông báo về giao dịch và thay đổi dịch vụ; gửi thông tin tiếp thị chỉ khi bạn đồng ý, và bạn có thể từ chối bất kỳ lúc nào.',
          ],
        },
        'Chúng tôi không mua bán dữ liệu cá nhân và không xử lý dữ liệu cho mục đích khác với mục đích đã thông báo nếu chưa có sự đồng ý mới của bạn, trừ trường hợp pháp luật quy định.',
      ],
    },
    {
      id: 'co-so-phap-ly',
      heading: 'Cơ sở pháp lý của việc xử lý',
      blocks: [
        {
          list: [
            'Sự đồng ý của bạn: khi đăng ký tài khoản, bạn đồng ý với Chính sách này; với mục đích tùy chọn như tiếp thị, chúng tôi xin sự đồng ý riêng. Sự đồng ý là tự nguyện, rõ ràng và có thể rút lại.',
            'Thực hiện hợp đồng: xử lý cần thiết để thực hiện giao dịch mua bán, khóa học, chi trả và hoàn tiền theo Điều khoản dịch vụ.',
            'Nghĩa vụ pháp lý: lưu giữ chứng từ kế toán, thực hiện nghĩa vụ thuế và cung cấp thông tin cho cơ quan có thẩm quyền theo quy định.',
            'Các trường hợp khác pháp luật cho phép xử lý không cần sự đồng ý, ví dụ khi cần bảo vệ tính mạng, sức khỏe của bạn hoặc người khác trong tình huống khẩn cấp.',
          ],
        },
      ],
    },
    {
      id: 'chia-se',
      heading: 'Chia sẻ dữ liệu',
      blocks: [
        'Chúng tôi chỉ chia sẻ dữ liệu trong phạm vi cần thiết và với các bên có nghĩa vụ bảo mật:',
        {
          list: [
            'Google (Firebase Authentication): xác thực đăng nhập và lưu email, mật khẩu đã băm, tên hiển thị, đường dẫn ảnh đại diện.',
            'Ngân hàng và đơn vị cung cấp dịch vụ đối soát chuyển khoản: nhận thông báo về khoản tiền đến để xác nhận thanh toán; thực hiện chi trả cho nhà sáng tạo, người tiếp thị liên kết và hoàn tiền.',
            'Nhà cung cấp máy chủ, cơ sở dữ liệu, lưu trữ tệp và gửi email: xử lý dữ liệu thay mặt chúng tôi theo hợp đồng và chỉ theo chỉ dẫn của chúng tôi.',
            'Nhà sáng tạo: nhận thông tin cần thiết về giao dịch mua sản phẩm của họ (tên hiển thị, sản phẩm, thời điểm, số tiền). Chúng tôi không cung cấp email hay thông tin ngân hàng của bạn cho nhà sáng tạo.',
            'Người tiếp thị liên kết: chỉ thấy số liệu tổng hợp về lượt giới thiệu, giao dịch và hoa hồng, không thấy danh tính người mua.',
            'Công khai: hồ sơ nhà sáng tạo và trang chứng nhận (họ tên, tên khóa học, điểm số, ngày cấp) có thể được xem bởi bất kỳ ai có đường dẫn.',
            'Cơ quan nhà nước có thẩm quyền khi có yêu cầu hợp pháp.',
          ],
        },
        'Một số nhà cung cấp, như Google, có thể lưu trữ dữ liệu trên máy chủ ngoài Việt Nam. Khi chuyển dữ liệu cá nhân ra nước ngoài, chúng tôi lập hồ sơ đánh giá tác động và thực hiện các thủ tục theo quy định của pháp luật.',
      ],
    },
    {
      id: 'luu-tru',
      heading: 'Thời gian lưu trữ',
      blocks: [
        {
          list: [
            'Dữ liệu tài khoản: trong thời gian tài khoản hoạt động; được xóa hoặc ẩn danh trong vòng 30 ngày sau khi bạn yêu cầu xóa tài khoản, trừ dữ liệu phải lưu theo quy định.',
            'Giao dịch, chi trả, hoàn tiền: theo thời hạn lưu trữ chứng từ của pháp luật kế toán và thuế (có thể đến 10 năm).',
            'Thông tin tài khoản ngân hàng nhận thanh toán: đến khi bạn xóa thông tin này hoặc chấm dứt tư cách nhà sáng tạo, người tiếp thị liên kết; thông tin gắn với các khoản đã chi trả được lưu cùng chứng từ kế toán.',
            'Ảnh đại diện: đến khi bạn thay, xóa ảnh hoặc xóa tài khoản.',
            'Chứng nhận: được lưu và hiển thị công khai đến khi bạn yêu cầu gỡ hoặc chứng nhận bị thu hồi.',
            'Nhật ký kỹ thuật và bảo mật: tối đa 12 tháng, trừ khi cần lâu hơn để điều tra sự cố.',
            'Dữ liệu trong bộ nhớ cục bộ: nằm trên thiết bị của bạn đến khi bạn xóa.',
          ],
        },
      ],
    },
    {
      id: 'bao-mat',
      heading: 'Bảo mật dữ liệu',
      blocks: [
        {
          list: [
            'Mã hóa đường truyền bằng HTTPS; mật khẩu do Firebase Authentication xử lý và lưu dưới dạng đã băm; phiên đăng nhập dùng mã xác thực có thời hạn.',
            'Phân quyền truy cập theo vai trò và nguyên tắc tối thiểu; nhân sự được tiếp cận dữ liệu phải cam kết bảo mật.',
            'Thông báo thanh toán từ đơn vị đối soát được xác thực và chống trùng lặp; thông tin ngân hàng chỉ hiển thị cho chính chủ và bộ phận chi trả.',
            'Sao lưu định kỳ, giám sát và ghi nhật ký truy cập hệ thống.',
          ],
        },
        'Khi xảy ra vi phạm dữ liệu cá nhân, chúng tôi thông báo cho cơ quan chuyên trách bảo vệ dữ liệu cá nhân thuộc Bộ Công an trong thời hạn 72 giờ theo quy định và thông báo cho bạn nếu sự việc có thể ảnh hưởng đến quyền lợi của bạn. Không hệ thống nào an toàn tuyệt đối; hãy giữ bí mật mật khẩu và báo ngay cho chúng tôi khi phát hiện bất thường.',
      ],
    },
    {
      id: 'quyen-chu-the-du-lieu',
      heading: 'Quyền của chủ thể dữ liệu',
      blocks: [
        'Theo pháp luật về bảo vệ dữ liệu cá nhân, bạn có các quyền sau đối với dữ liệu của mình:',
        {
          list: [
            'Quyền được biết về hoạt động xử lý dữ liệu cá nhân của bạn.',
            'Quyền đồng ý hoặc không đồng ý cho phép xử lý dữ liệu.',
            'Quyền truy cập: xem và yêu cầu cung cấp bản sao dữ liệu cá nhân của bạn.',
            'Quyền chỉnh sửa: tự cập nhật tên hiển thị, ảnh đại diện, tài khoản nhận thanh toán trong Hồ sơ cá nhân và Cài đặt thanh toán, hoặc yêu cầu chúng tôi chỉnh sửa.',
            'Quyền xóa dữ liệu: yêu cầu xóa tài khoản và dữ liệu cá nhân, trừ dữ liệu pháp luật buộc phải lưu giữ.',
            'Quyền rút lại sự đồng ý bất kỳ lúc nào. Việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý trước đó, nhưng có thể khiến một số dịch vụ không thể tiếp tục.',
            'Quyền hạn chế xử lý và phản đối xử lý, bao gồm từ chối nhận thông tin tiếp thị.',
            'Quyền khiếu nại, tố cáo, khởi kiện, yêu cầu bồi thường thiệt hại và tự bảo vệ theo quy định của pháp luật.',
          ],
        },
        'Để thực hiện quyền, hãy gửi email từ địa chỉ đã đăng ký đến {email} với tiêu đề “Yêu cầu về dữ liệu cá nhân”. Chúng tôi có thể xác minh danh tính để bảo vệ bạn, xác nhận đã nhận yêu cầu trong vòng 72 giờ và xử lý trong thời hạn pháp luật quy định.',
      ],
    },
    {
      id: 'cookie-bo-nho-cuc-bo',
      heading: 'Cookie và bộ nhớ cục bộ',
      blocks: [
        'AI Market không dùng cookie quảng cáo hay công cụ theo dõi của bên thứ ba. Chúng tôi chỉ dùng bộ nhớ của trình duyệt cho các chức năng cần thiết:',
        {
          list: [
            '`theme` (localStorage): ghi nhớ lựa chọn giao diện sáng hoặc tối.',
            '`referralCode` (localStorage): ghi nhớ mã giới thiệu từ liên kết tiếp thị (tham số `ref`) để ghi nhận cho người giới thiệu khi bạn đăng ký hoặc mua hàng, cùng `referralSeenAt` (thời điểm bạn mở liên kết; mã hết hiệu lực sau 30 ngày).',
            '`visitorId` (localStorage): một mã ngẫu nhiên của trình duyệt, chỉ được tạo khi bạn mở liên kết giới thiệu hoặc đặt hàng, để đếm mỗi lượt nhấp liên kết một lần mỗi ngày và ghi nhận đơn hàng cho đúng người giới thiệu. Mã này không chứa thông tin cá nhân.',
            'Phiên đăng nhập: Firebase Authentication lưu mã xác thực trong bộ nhớ của trình duyệt để bạn không phải đăng nhập lại.',
          ],
        },
        'Bạn có thể xóa các dữ liệu này trong cài đặt trình duyệt: giao diện sẽ trở về mặc định theo hệ thống, mã giới thiệu không còn được ghi nhận và bạn sẽ bị đăng xuất. Nếu sau này sử dụng công cụ phân tích hoặc tiếp thị, chúng tôi sẽ cập nhật Chính sách này và xin sự đồng ý của bạn trước.',
      ],
    },
    {
      id: 'tre-em',
      heading: 'Trẻ em',
      blocks: [
        'Dịch vụ không dành cho trẻ em dưới 16 tuổi. Chúng tôi không cố ý thu thập dữ liệu cá nhân của trẻ em. Nếu phát hiện hoặc được cha, mẹ, người giám hộ thông báo rằng trẻ em đã cung cấp dữ liệu mà không có sự đồng ý hợp lệ theo quy định, chúng tôi sẽ xóa dữ liệu và đóng tài khoản liên quan.',
      ],
    },
    {
      id: 'thay-doi',
      heading: 'Thay đổi chính sách',
      blocks: [
        'Chúng tôi có thể cập nhật Chính sách này; ngày cập nhật được ghi ở đầu trang. Thay đổi quan trọng được thông báo qua email hoặc trên website ít nhất 7 ngày trước khi có hiệu lực. Nếu thay đổi mục đích xử lý, chúng tôi sẽ xin lại sự đồng ý của bạn khi pháp luật yêu cầu.',
      ],
    },
    {
      id: 'lien-he',
      heading: 'Liên hệ',
      blocks: [
        'Mọi câu hỏi hoặc yêu cầu về dữ liệu cá nhân, vui lòng gửi email đến bộ phận bảo vệ dữ liệu cá nhân của AI Market: {email}. Nếu chưa hài lòng với cách chúng tôi xử lý, bạn có quyền khiếu nại đến cơ quan chuyên trách bảo vệ dữ liệu cá nhân thuộc Bộ Công an.',
      ],
    },
  ],
};
