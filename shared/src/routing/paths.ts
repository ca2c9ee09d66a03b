// Links that cross areas, built one way (docs/product.md §2 route table). An area links to another area's page with
// these, never with a hand-built string, so a route that moves changes here only. paths.test.ts checks
// that each one is a route of the app that owns it.

/** A location, or just its path and query. */
type Where = string | { pathname: string; search?: string };

const pathOf = (where: Where) => (typeof where === 'string' ? where : `${where.pathname}${where.search ?? ''}`);

/** /auth, coming back to `from` (path and query) after signing in. */
export const authPath = (from?: Where) =>
  from === undefined ? '/auth' : `/auth?redirect=${encodeURIComponent(pathOf(from))}`;

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  // shell
  forgotPassword: '/forgot-password',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  // marketplace
  catalogue: '/',
  categoryFilter: (categoryId: string) => `/?cat=${segment(categoryId)}`,
  product: (productId: string) => `/product/${segment(productId)}`,
  creatorProfile: (creatorId: string) => `/creator-profile/${segment(creatorId)}`,
  /** The review step before a product's order exists (signed-in only). */
  productReview: (productId: string) => `/checkout/review/${segment(productId)}`,
  checkout: (orderId: string) => `/checkout/${segment(orderId)}`,
  paymentStatus: (orderId?: string) =>
    orderId ? `/payment-status?transactionId=${segment(orderId)}` : '/payment-status',
  // account
  library: '/my/library',
  wishlist: '/my/wishlist',
  profile: '/my/profile',
  myCourses: '/my/my-courses',
  payoutAccounts: '/my/settings/payment',
  paymentInstructions: '/my/payment-instructions',
  /** A course order's bank-transfer instructions. */
  paymentInstructionsFor: (orderId: string) => `/my/payment-instructions/${segment(orderId)}`,
  affiliateDashboard: '/my/affiliate/dashboard',
  affiliateMarketplace: '/my/affiliate/marketplace',
  notifications: '/my/notifications',
  // academy
  training: '/training',
  myCourse: '/training/my-course',
  lesson: (lessonId: string) => `/training/my-course/${segment(lessonId)}`,
  courseShelf: '/training/library',
  quiz: (courseId: string) => `/training/quiz/${segment(courseId)}`,
  salepage: '/salepage',
  /** The review step before the academy course's order exists (signed-in only). */
  courseReview: '/training/checkout',
  certificate: (certId: string) => `/chung-nhan/${segment(certId)}`,
  // creator
  creatorDashboard: '/creator/dashboard',
  creatorProducts: '/creator/products',
  creatorPayouts: '/creator/payouts',
  creatorFeeInfo: '/creator/fee-info',
  becomeCreator: '/become-a-creator',
  pricing: '/pricing',
  // admin
  adminDashboard: '/admin/dashboard',
  adminProducts: '/admin/products',
  adminApplications: '/admin/applications',
  adminTransfers: '/admin/transfers',
  adminRefunds: '/admin/refunds',
  adminReviews: '/admin/reviews',
  adminPayouts: '/admin/payouts',
  adminUsers: '/admin/users',
  adminCertificates: '/admin/certificates',
  adminAudit: '/admin/audit',
  adminNotifications: '/admin/notifications',
  adminReconciliation: '/admin/reconciliation',
  adminLessons: '/admin/lessons',
  adminQuizzes: '/admin/quizzes',
} as const;
