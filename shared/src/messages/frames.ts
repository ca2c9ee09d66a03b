// The texts of the public pages whose frame (eyebrow, heading, lead; a badge on a hero) is fixed (shared/src/routing/frames.ts):
// the shell paints them before the page's area has loaded, so they live apart from the areas' catalogues,
// which spread them in. The shell then carries these few strings, not the marketplace's and the academy's
// whole catalogues (about 5 KB gzipped on every first load).
import { commonMessages } from '@app/shared/messages/common';

/** `/`: the catalogue (marketplaceMessages.catalog). */
export const catalogFrame = {
  eyebrow: 'Khám phá',
  title: 'Chợ ứng dụng AI và sản phẩm số',
  lead: 'Tìm, dùng thử và mua ứng dụng AI, khóa học và sản phẩm số từ các nhà sáng tạo Việt Nam.',
};

/**
 * `/training`: the academy's landing page (academyMessages.landing). Its lead is the course's own description
 * (getCourse), painted from the early answer (api/early-calls.ts).
 */
export const academyLandingFrame = {
  eyebrow: commonMessages.nav.academy,
  title: 'Học viện Nhà sáng tạo AI',
};

/** `/salepage`: the sales page's hero (academyMessages.salesPage: eyebrow, title, lead, hero.badge). */
export const salesPageFrame = {
  badge: 'Khai giảng liên tục · Học trực tuyến',
  eyebrow: 'Học viện Nhà sáng tạo AI',
  title: 'Trở thành nhà sáng tạo sản phẩm AI',
  // The price as formatVnd writes it (a no-break space before ₫), literal so the first paint builds no number format.
  lead: 'Khóa học trọn gói 5.000.000\u00a0₫, thanh toán một lần, hoàn tiền 100% trong 30 ngày nếu bạn chưa làm ra sản phẩm đầu tiên.',
};

/** `/chung-nhan/:certId`: the certificate's sheet (academyMessages.certificate: organization, title). */
export const certificateFrame = {
  organization: 'Học viện Nhà sáng tạo AI',
  title: 'Chứng nhận hoàn thành',
};
