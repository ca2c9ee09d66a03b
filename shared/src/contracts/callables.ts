// The registry of every callable: name -> {input, output} zod schemas. The single source of truth for
// names, shapes and limits, imported by the typed client (@app/shared/api/client) and by the API.
import {
  completeLessonInput,
  completeLessonOutput,
  getCertificateInput,
  getCertificateOutput,
  getCourseInput,
  getCourseOutput,
  getCourseProgressInput,
  getCourseProgressOutput,
  getQuizAttemptInput,
  getQuizAttemptOutput,
  getQuizForEditInput,
  getQuizForEditOutput,
  getQuizInput,
  getQuizOutput,
  listMyCoursesInput,
  listMyCoursesOutput,
  listRefundRequestsInput,
  listRefundRequestsOutput,
  openLessonInput,
  openLessonOutput,
  requestCourseRefundInput,
  requestCourseRefundOutput,
  revokeCertificateInput,
  revokeCertificateOutput,
  saveQuizInput,
  saveQuizOutput,
  startQuizAttemptInput,
  startQuizAttemptOutput,
  submitQuizInput,
  submitQuizOutput,
} from './academy';
import {
  getProductInput,
  getProductOutput,
  listCategoriesInput,
  listCategoriesOutput,
  listProductsInput,
  listProductsOutput,
} from './catalog';
import {
  cancelTransactionInput,
  cancelTransactionOutput,
  getLatestTransactionInput,
  getLatestTransactionOutput,
  listMyTransactionsInput,
  listMyTransactionsOutput,
  listUnmatchedTransfersInput,
  listUnmatchedTransfersOutput,
  createCourseOrderInput,
  createCourseOrderOutput,
  createProductOrderInput,
  createProductOrderOutput,
  getTransactionInput,
  getTransactionOutput,
} from './checkout';
import {
  getAdminStatsInput,
  getAdminStatsOutput,
  listCreatorApplicationsInput,
  listCreatorApplicationsOutput,
  listPendingProductsInput,
  listPendingProductsOutput,
  moderateProductInput,
  moderateProductOutput,
  reviewCreatorApplicationInput,
  reviewCreatorApplicationOutput,
} from './admin';
import {
  getAllCreatorsInput,
  getAllCreatorsOutput,
  getPublicCreatorProfileInput,
  getPublicCreatorProfileOutput,
  getCreatorDashboardInput,
  getCreatorDashboardOutput,
  listMyProductsInput,
  listMyProductsOutput,
  saveProductInput,
  saveProductOutput,
  submitCreatorApplicationInput,
  submitCreatorApplicationOutput,
  submitProductForReviewInput,
  submitProductForReviewOutput,
} from './creator';
import {
  addPaymentMethodInput,
  addPaymentMethodOutput,
  deletePaymentMethodInput,
  deletePaymentMethodOutput,
  getPaymentMethodsInput,
  getPaymentMethodsOutput,
} from './payment-methods';
import { noInput, registerUserInput, registerUserOutput, updateUserProfileInput, userProfileSchema } from './profile';
import { getWishlistInput, getWishlistOutput, wishlistChangeInput, wishlistChangeOutput } from './wishlist';

export const callables = {
  // profile
  registerUser: { input: registerUserInput, output: registerUserOutput },
  getUserProfile: { input: noInput, output: userProfileSchema },
  updateUserProfile: { input: updateUserProfileInput, output: userProfileSchema },
  // creators
  getPublicCreatorProfile: { input: getPublicCreatorProfileInput, output: getPublicCreatorProfileOutput },
  getAllCreators: { input: getAllCreatorsInput, output: getAllCreatorsOutput },
  submitCreatorApplication: { input: submitCreatorApplicationInput, output: submitCreatorApplicationOutput },
  // payment methods
  getPaymentMethods: { input: getPaymentMethodsInput, output: getPaymentMethodsOutput },
  addPaymentMethod: { input: addPaymentMethodInput, output: addPaymentMethodOutput },
  deletePaymentMethod: { input: deletePaymentMethodInput, output: deletePaymentMethodOutput },
  // checkout
  createCourseOrder: { input: createCourseOrderInput, output: createCourseOrderOutput },
  createProductOrder: { input: createProductOrderInput, output: createProductOrderOutput },
  getTransaction: { input: getTransactionInput, output: getTransactionOutput },
  cancelTransaction: { input: cancelTransactionInput, output: cancelTransactionOutput },
  getLatestTransaction: { input: getLatestTransactionInput, output: getLatestTransactionOutput },
  listMyTransactions: { input: listMyTransactionsInput, output: listMyTransactionsOutput },
  listUnmatchedTransfers: { input: listUnmatchedTransfersInput, output: listUnmatchedTransfersOutput },
  // academy
  getCourseProgress: { input: getCourseProgressInput, output: getCourseProgressOutput },
  getCertificate: { input: getCertificateInput, output: getCertificateOutput },
  getCourse: { input: getCourseInput, output: getCourseOutput },
  completeLesson: { input: completeLessonInput, output: completeLessonOutput },
  getQuiz: { input: getQuizInput, output: getQuizOutput },
  submitQuiz: { input: submitQuizInput, output: submitQuizOutput },
  openLesson: { input: openLessonInput, output: openLessonOutput },
  listMyCourses: { input: listMyCoursesInput, output: listMyCoursesOutput },
  startQuizAttempt: { input: startQuizAttemptInput, output: startQuizAttemptOutput },
  getQuizAttempt: { input: getQuizAttemptInput, output: getQuizAttemptOutput },
  requestCourseRefund: { input: requestCourseRefundInput, output: requestCourseRefundOutput },
  // academy administration
  getQuizForEdit: { input: getQuizForEditInput, output: getQuizForEditOutput },
  saveQuiz: { input: saveQuizInput, output: saveQuizOutput },
  revokeCertificate: { input: revokeCertificateInput, output: revokeCertificateOutput },
  listRefundRequests: { input: listRefundRequestsInput, output: listRefundRequestsOutput },
  // wishlist
  getWishlist: { input: getWishlistInput, output: getWishlistOutput },
  addToWishlist: { input: wishlistChangeInput, output: wishlistChangeOutput },
  removeFromWishlist: { input: wishlistChangeInput, output: wishlistChangeOutput },
  // catalogue
  listProducts: { input: listProductsInput, output: listProductsOutput },
  getProduct: { input: getProductInput, output: getProductOutput },
  listCategories: { input: listCategoriesInput, output: listCategoriesOutput },
  // creator area
  listMyProducts: { input: listMyProductsInput, output: listMyProductsOutput },
  saveProduct: { input: saveProductInput, output: saveProductOutput },
  submitProductForReview: { input: submitProductForReviewInput, output: submitProductForReviewOutput },
  getCreatorDashboard: { input: getCreatorDashboardInput, output: getCreatorDashboardOutput },
  // admin area
  listPendingProducts: { input: listPendingProductsInput, output: listPendingProductsOutput },
  moderateProduct: { input: moderateProductInput, output: moderateProductOutput },
  listCreatorApplications: { input: listCreatorApplicationsInput, output: listCreatorApplicationsOutput },
  reviewCreatorApplication: { input: reviewCreatorApplicationInput, output: reviewCreatorApplicationOutput },
  getAdminStats: { input: getAdminStatsInput, output: getAdminStatsOutput },
} as const;

export type Callables = typeof callables;
export type CallableName = keyof Callables;
