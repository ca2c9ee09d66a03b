// Vietnamese texts of reviews and ratings: the product page's section, the card's rating line, and what the
// review callables answer with (the API sends `errors` word for word).
import { formatCount, formatNumber, formatPercent } from '@app/shared/format';

/** 4.56 → '4,6': an average of stars, always with one decimal. */
export const formatRating = (average: number) => formatNumber(average, 1);

export const reviewMessages = {
  /** The kit's stars: what a screen reader hears instead of the picture. */
  stars: (average: number) => `${formatRating(average)} trên 5 sao`,
  card: {
    rating: (average: number, count: number) => `${formatRating(average)} (${formatCount(count)} đánh giá)`,
    ratingLabel: (average: number, count: number) =>
      `Đánh giá trung bình ${formatRating(average)} trên 5 sao, ${formatCount(count)} đánh giá`,
    none: 'Chưa có đánh giá',
  },
  section: {
    title: 'Đánh giá và nhận xét',
    average: 'Điểm trung bình',
    count: (count: number) => `${formatCount(count)} đánh giá`,
    distribution: 'Phân bố số sao',
    starRow: (stars: number) => `${stars} sao`,
    starRowLabel: (stars: number, count: number, percent: number) =>
      `${stars} sao: ${formatCount(count)} đánh giá (${formatPercent(percent)})`,
    noneYet: 'Sản phẩm này chưa có đánh giá nào.',
    noneYetHint: 'Người đã mua sản phẩm có thể là người đầu tiên đánh giá.',
    sort: 'Sắp xếp đánh giá',
    sorts: { newest: 'Mới nhất', helpful: 'Hữu ích nhất' },
    loading: 'Đang tải đánh giá…',
    loadFailed: 'Không tải được đánh giá.',
    more: 'Xem thêm đánh giá',
    loadingMore: 'Đang tải thêm…',
    end: 'Bạn đã xem hết đánh giá.',
    retry: 'Thử lại',
  },
  item: {
    anonymous: 'Người mua',
    verified: 'Đã mua sản phẩm',
    edited: 'đã sửa',
    postedOn: (date: string) => `Ngày ${date}`,
    reply: 'Phản hồi của nhà sáng tạo',
    helpful: (count: number) => `Hữu ích (${formatCount(count)})`,
    helpfulLabel: (author: string, count: number, voted: boolean) =>
      voted
        ? `Bỏ đánh dấu hữu ích cho đánh giá của ${author} (${formatCount(count)} người thấy hữu ích)`
        : `Đánh dấu hữu ích cho đánh giá của ${author} (${formatCount(count)} người thấy hữu ích)`,
    report: 'Báo cáo',
    reportOf: (author: string) => `Báo cáo đánh giá của ${author}`,
    reported: 'Đã báo cáo',
    reportTitle: 'Báo cáo đánh giá',
    reportDescription:
      'Quản trị viên sẽ xem xét và ẩn đánh giá nếu nó vi phạm quy định (spam, xúc phạm, sai sự thật…).',
    reportReason: 'Lý do (không bắt buộc)',
    reportSubmit: 'Gửi báo cáo',
    reporting: 'Đang gửi…',
    reportDone: 'Đã gửi báo cáo. Cảm ơn bạn.',
    answer: 'Trả lời',
    answerOf: (author: string) => `Trả lời đánh giá của ${author}`,
    answerTitle: 'Trả lời đánh giá',
    answerDescription: 'Mỗi đánh giá chỉ được trả lời một lần; câu trả lời hiển thị công khai dưới đánh giá.',
    answerLabel: 'Câu trả lời',
    answerRequired: 'Vui lòng nhập câu trả lời.',
    answerSubmit: 'Gửi câu trả lời',
    answering: 'Đang gửi…',
    answerDone: 'Đã đăng câu trả lời.',
    cancel: 'Hủy',
  },
  mine: {
    title: 'Đánh giá của bạn',
    write: 'Viết đánh giá',
    edit: 'Sửa đánh giá',
    cancelEdit: 'Hủy sửa',
    rating: 'Số sao',
    ratingOption: (stars: number) => `${stars} sao`,
    body: 'Nhận xét (không bắt buộc)',
    bodyHint: 'Văn bản thuần, tối đa 2.000 ký tự.',
    save: 'Gửi đánh giá',
    update: 'Lưu thay đổi',
    saving: 'Đang lưu…',
    saved: 'Đã lưu đánh giá của bạn.',
    saveFailed: 'Không lưu được đánh giá.',
    hidden: (reason: string | null) =>
      reason ? `Đánh giá của bạn đã bị quản trị viên ẩn: ${reason}` : 'Đánh giá của bạn đã bị quản trị viên ẩn.',
    excluded: 'Đánh giá này không còn hiển thị vì bạn không còn sở hữu sản phẩm (đơn hàng đã được hoàn tiền).',
    buyFirst: 'Chỉ người đã mua sản phẩm mới có thể đánh giá.',
  },
  errors: {
    rating: 'Vui lòng chọn số sao từ 1 đến 5.',
    bodyTooLong: 'Nhận xét không được dài quá 2.000 ký tự.',
    reportTooLong: 'Lý do báo cáo không được dài quá 500 ký tự.',
    sort: 'Kiểu sắp xếp đánh giá không hợp lệ.',
    reviewId: 'Mã đánh giá không hợp lệ.',
    after: 'Vị trí trang đánh giá không hợp lệ.',
    notOwner: 'Chỉ người đã mua sản phẩm này (và chưa hoàn tiền) mới có thể đánh giá.',
    reviewNotFound: 'Không tìm thấy đánh giá này.',
    notCreator: 'Chỉ nhà sáng tạo của sản phẩm mới có thể trả lời đánh giá.',
    alreadyReplied: 'Đánh giá này đã được trả lời.',
    alreadyReported: 'Bạn đã báo cáo đánh giá này rồi.',
    ownReport: 'Bạn không thể báo cáo đánh giá của chính mình.',
    ownVote: 'Bạn không thể bình chọn cho đánh giá của chính mình.',
    hideNeedsReason: 'Vui lòng nhập lý do ẩn đánh giá.',
    decision: 'Quyết định không hợp lệ.',
  },
} as const;
