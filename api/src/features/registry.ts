// Every callable's handler, by name. The type forces one handler per contract in the registry.
import type { Handlers } from '../http/context';
import {
  getAdminStats,
  listCreatorApplications,
  listPendingProducts,
  moderateProduct,
  reviewCreatorApplication,
} from './admin/handlers';
import { completeLesson, getCourse, getQuiz, submitQuiz } from './academy/course';
import { getCertificate, getCourseProgress } from './academy/handlers';
import { getProduct, listCategories, listProducts } from './catalog/handlers';
import {
  cancelTransaction,
  createCourseOrder,
  createProductOrder,
  getLatestTransaction,
  getTransaction,
  listMyTransactions,
} from './checkout/handlers';
import { listUnmatchedTransfers } from './bank-webhook/handlers';
import { getCreatorDashboard, listMyProducts, saveProduct, submitProductForReview } from './creator-area/handlers';
import { getAllCreators, getPublicCreatorProfile, submitCreatorApplication } from './creators/handlers';
import { addPaymentMethod, deletePaymentMethod, getPaymentMethods } from './payment-methods/handlers';
import { getUserProfile, registerUser, updateUserProfile } from './profile/handlers';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist/handlers';

export const handlers: Handlers = {
  registerUser,
  getUserProfile,
  updateUserProfile,
  getPublicCreatorProfile,
  getAllCreators,
  submitCreatorApplication,
  getPaymentMethods,
  addPaymentMethod,
  deletePaymentMethod,
  createCourseOrder,
  createProductOrder,
  getTransaction,
  cancelTransaction,
  getLatestTransaction,
  listMyTransactions,
  listUnmatchedTransfers,
  getCourseProgress,
  getCertificate,
  getCourse,
  completeLesson,
  getQuiz,
  submitQuiz,
  getWishlist,
  addToWishlist,
  removeFromWishlist,
  listProducts,
  getProduct,
  listCategories,
  listMyProducts,
  saveProduct,
  submitProductForReview,
  getCreatorDashboard,
  listPendingProducts,
  moderateProduct,
  listCreatorApplications,
  reviewCreatorApplication,
  getAdminStats,
};
