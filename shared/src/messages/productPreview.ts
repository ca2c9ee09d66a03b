// Texts of the product preview (@app/shared/ui/ProductPreview): the creator's editor and the admin's
// moderation queue show a product as a buyer would see it. A small module of its own, so the admin area
// does not carry the creator catalogue to show it.
export const productPreviewMessages = {
  noThumbnail: 'Chưa có ảnh',
  untitled: 'Sản phẩm chưa đặt tên',
  price: 'Giá',
  creator: 'Nhà sáng tạo',
  noDescription: 'Chưa có mô tả.',
  free: 'Miễn phí',
  whatYouGet: 'Bạn nhận được gì',
} as const;
