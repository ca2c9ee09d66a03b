// Limits that forms show before a call is made. Kept free of zod so that a page can import them without
// pulling the schema library into the browser bundle; the schemas in profile.ts and payout-accounts.ts
// use the same values.
export const PASSWORD_MIN_LENGTH = 6;
/**
 * The e-mail shape an account is created with (zod's own e-mail rule), checked in the browser as on the server:
 * the browser's type="email" alone lets 'moi@example' through, which the server then refuses.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const MAX_PAYOUT_ACCOUNTS = 5;
/** Days after payment during which a product's refund may be asked (contracts/refunds.ts). */
export const PRODUCT_REFUND_WINDOW_DAYS = 7;
/** "Bạn nhận được gì": at most this many lines, each at most WHAT_YOU_GET_MAX_CHARS (contracts/creator.ts). */
export const MAX_WHAT_YOU_GET_ITEMS = 10;
export const WHAT_YOU_GET_MAX_CHARS = 160;
/** Order ids as they travel in the bank note `TT {id}` (contracts/checkout.ts explains the shape). */
export const ORDER_ID_PATTERN = /^[A-Z0-9]{6,20}$/;
/** Lines of one page of the statement call (the CSV download carries the whole month). */
export const STATEMENT_PAGE_SIZE = 50;
/** The first month the statement's month picker offers: the platform has no money before it. */
export const STATEMENT_FIRST_MONTH = '2024-01';
/** Product media (api/src/features/uploads): pictures in a product's gallery, a caption's length. */
export const MAX_GALLERY_IMAGES = 8;
export const MAX_CAPTION_LENGTH = 200;
/** A product picture (cover, gallery, poster) and a product video, at most. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/**
 * A lesson video's captions (WebVTT) at most, in UTF-8 bytes: they travel in one call, whose body the API
 * keeps under 64 KB. About an hour of Vietnamese speech.
 */
export const LESSON_CAPTIONS_MAX_BYTES = 56_000;
/** A review's text and the creator's answer (contracts/reviews.ts); a report's reason. */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPORT_MAX = 500;
/** Reviews on one page of a product's list. */
export const REVIEWS_PAGE_SIZE = 10;
/** The orders of a product's reviews: newest first, most helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
