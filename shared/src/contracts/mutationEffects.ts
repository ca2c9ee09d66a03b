import type { CallableName } from './callables';

type Reads = readonly CallableName[];

/**
 * What each mutation changes, declared once beside the callable list: the reads whose cached answers it
 * makes stale (every input of each). The data layer invalidates exactly these after the call, success or
 * failure, so every area that shows the same data shows it fresh. A mutation must be listed here to be called
 * from the browser, even when it changes nothing the browser reads.
 */
export const mutationEffects = {
  // account and wishlist
  updateUserProfile: ['getUserProfile'],
  addToWishlist: ['getWishlist'],
  removeFromWishlist: ['getWishlist'],
  addPaymentMethod: ['getPaymentMethods'],
  deletePaymentMethod: ['getPaymentMethods'],
  // notifications
  markNotificationRead: ['listNotifications', 'getUnreadNotificationCount'],
  markAllNotificationsRead: ['listNotifications', 'getUnreadNotificationCount'],
  setNotificationPreference: ['getNotificationPreferences'],
  resendNotification: ['getNotificationOutbox', 'listAuditLog'],
  // orders
  // A refusal for a changed price makes the product's cached price stale too.
  createProductOrder: ['listMyTransactions', 'getLatestTransaction', 'getProduct'],
  createCourseOrder: ['getCourse', 'listMyCourses'],
  cancelTransaction: ['getTransaction', 'getLatestTransaction', 'listMyTransactions'],
  // academy
  openLesson: ['listMyCourses'],
  completeLesson: ['listMyCourses', 'getQuiz'],
  startQuizAttempt: ['getQuiz'],
  submitQuiz: ['getQuiz', 'listMyCourses', 'getCourse'],
  // refunds
  requestCourseRefund: ['listMyCourses', 'listMyRefundRequests'],
  requestProductRefund: ['listMyRefundRequests', 'listMyProductRefundEligibility'],
  approveRefund: ['listRefundRequests', 'getAdminDashboard', 'getReconciliation'],
  rejectRefund: ['listRefundRequests', 'getAdminDashboard', 'getReconciliation'],
  markRefundSent: ['listRefundRequests', 'getAdminDashboard', 'getReconciliation'],
  // creator
  submitCreatorApplication: ['getMyCreatorApplication'],
  connectHostingPlatform: [],
  saveProduct: ['listMyProducts', 'listProducts', 'getProduct'],
  submitProductForReview: ['listMyProducts', 'listProducts', 'getProduct'],
  setProductArchived: ['listMyProducts', 'listProducts', 'getProduct'],
  deleteProduct: ['listMyProducts', 'listProducts', 'getProduct'],
  // Both dashboards show the balance a payout changes.
  requestPayout: ['getPayoutOverview', 'getCreatorDashboard', 'getAffiliateDashboard', 'getLedgerStatement'],
  // admin
  reviewCreatorApplication: ['listCreatorApplications', 'getAdminDashboard'],
  moderateProduct: ['listPendingProducts', 'listProducts', 'getProduct', 'getAdminDashboard'],
  unpublishProduct: ['listProducts', 'getProduct', 'getAdminDashboard'],
  matchTransfer: ['listBankTransfers', 'getAdminDashboard', 'getReconciliation'],
  closeTransfer: ['listBankTransfers', 'getAdminDashboard', 'getReconciliation'],
  markPayoutPaid: ['listPayouts', 'getAdminDashboard', 'getReconciliation'],
  markPayoutFailed: ['listPayouts', 'getAdminDashboard', 'getReconciliation'],
  setUserRole: ['getAdminUser', 'searchUsers', 'listAuditLog'],
  suspendUser: ['getAdminUser', 'searchUsers', 'listAuditLog'],
  restoreUser: ['getAdminUser', 'searchUsers', 'listAuditLog'],
  writeOffReceivable: ['getAdminUser', 'listAuditLog', 'getAdminDashboard'],
  revokeCertificate: ['findCertificates', 'getAdminUser', 'getCertificate', 'listAuditLog'],
  restoreCertificate: ['findCertificates', 'getAdminUser', 'getCertificate', 'listAuditLog'],
  saveQuiz: ['getQuizForEdit', 'getQuiz', 'getCourse'],
  setLessonVideo: ['listLessonsForEdit', 'getCourse', 'getLessonCaptions', 'listAuditLog'],
  setLessonCaptions: ['listLessonsForEdit', 'getCourse', 'getLessonCaptions', 'listAuditLog'],
  runReconciliationCheck: ['getReconciliation', 'listAuditLog'],
  // reviews: a rating moves the product's average on its page and on every card
  saveReview: ['getMyReview', 'listReviews', 'getProduct', 'listProducts'],
  replyToReview: ['listReviews'],
  voteReview: ['listReviews'],
  reportReview: ['listReviews', 'listReportedReviews'],
  moderateReview: ['listReportedReviews', 'listReviews', 'getProduct', 'listProducts', 'listAuditLog'],
} as const satisfies Partial<Record<CallableName, Reads>>;

/** A callable that changes something; `useApiMutation` takes only these. */
export type MutationName = keyof typeof mutationEffects;
