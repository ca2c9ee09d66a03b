// Vietnamese texts of the admin area: What the admin callables answer with (the API sends these texts).

/** What the admin callables answer with. */
export const adminErrorMessages = {
  notPending: 'Sản phẩm này không ở trạng thái chờ duyệt.',
  applicationNotFound: 'Không tìm thấy đơn đăng ký.',
  applicationReviewed: 'Đơn đăng ký này đã được xử lý.',
  notPublished: 'Chỉ có thể gỡ một sản phẩm đang được bán.',
  transferNotFound: 'Không tìm thấy giao dịch chuyển khoản này.',
  transferResolved: 'Giao dịch chuyển khoản này đã được xử lý.',
  transferNotMatchable: 'Giao dịch chuyển khoản này không thể khớp với đơn hàng.',
  orderNotFound: 'Không tìm thấy đơn hàng với mã này.',
  orderPaid: 'Đơn hàng này đã được thanh toán.',
  orderShort: 'Số tiền chuyển khoản nhỏ hơn giá của đơn hàng.',
  orderOwned: 'Người mua đã sở hữu sản phẩm này.',
  overpaidIgnore: 'Tiền thừa của khách phải được hoàn lại, không thể bỏ qua.',
  refundNotFound: 'Không tìm thấy yêu cầu hoàn tiền.',
  refundDecided: 'Yêu cầu hoàn tiền này đã được xử lý.',
  refundNotApproved: 'Chỉ có thể xác nhận đã chuyển cho yêu cầu đã được chấp thuận.',
  refundNoBank: 'Người mua chưa thêm tài khoản ngân hàng để nhận tiền hoàn. Hãy liên hệ người mua trước.',
  userNotFound: 'Không tìm thấy người dùng.',
  notYourself: 'Bạn không thể tự gỡ quyền quản trị hoặc tự khóa tài khoản của mình.',
  alreadySuspended: 'Tài khoản này đang bị tạm khóa.',
  notSuspended: 'Tài khoản này không bị tạm khóa.',
  certificateNotFound: 'Không tìm thấy chứng nhận này.',
  certificateNotRevoked: 'Chứng nhận này chưa bị thu hồi.',
} as const;
