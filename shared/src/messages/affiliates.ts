// Vietnamese texts of affiliates (/my/affiliate/dashboard, /my/affiliate/marketplace; SPEC §1: a referral
// code from `?ref=` is kept for later, affiliate links are shown to every signed-in user). Written here
// before the pages exist so the area and the API share them.
import { authMessages } from '@app/shared/messages/auth';
import { messages } from '@app/shared/messages/vi';

const TITLE = 'Tiếp thị liên kết';

export const affiliateMessages = {
  /** The account area's subnav entry. */
  navLabel: TITLE,
  dashboard: {
    /** The header menu's label, one text. */
    menu: messages.nav.affiliateDashboard,
    eyebrow: 'Tài khoản',
    title: TITLE,
    lead: 'Liên kết giới thiệu, lượt nhấp và hoa hồng của bạn.',
    yourLink: 'Liên kết giới thiệu của bạn',
    copy: 'Sao chép liên kết',
    copied: 'Đã sao chép liên kết',
    clicks: 'Lượt nhấp',
    orders: 'Đơn hàng',
    commission: 'Hoa hồng',
    empty: 'Chưa có đơn hàng nào qua liên kết của bạn.',
  },
  marketplace: {
    menu: messages.nav.affiliateMarketplace,
    eyebrow: 'Tài khoản',
    title: messages.nav.affiliateMarketplace,
    lead: 'Chọn sản phẩm để quảng bá bằng liên kết giới thiệu.',
    linkFor: (title: string) => `Liên kết giới thiệu cho ${title}`,
  },
  referral: {
    /** Shown at sign-up, one text. */
    kept: authMessages.signUp.referral,
  },
} as const;
