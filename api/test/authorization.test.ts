// The authorization matrix: anonymous, buyer, another buyer, creator, another creator, admin × every call,
// on own and foreign objects, asserting the exact HTTP status.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { callables } from '@app/shared/contracts/callables';
import { eq } from 'drizzle-orm';
import { certificates, notifications, reviews } from '../src/db/schema';
import { DAY_MS, postSale } from '../src/domain/ledger';
import { requestPayout } from '../src/features/ledger/payouts';
import { addCourse, enrol, type TestCourse } from './academy';
import type { TestUser } from './harness';
import { useApi } from './suite';
import { bankAccount, contextFor, dbUser, paidOrder } from './ledger';

type Persona = 'anonymous' | 'buyer' | 'buyer2' | 'creator' | 'creator2' | 'admin';
type Expected = Record<Persona, number>;

const api = useApi();
const who = {} as Record<Exclude<Persona, 'anonymous'>, TestUser>;
/** Objects owned by `buyer` and `creator`. */
const own = {
  orderId: '',
  methodId: '',
  draftProductId: '',
  publishedProductId: '',
  pendingProductId: '',
  /** `creator`'s: a published product to archive and a draft to delete. */
  archivableProductId: '',
  deletableProductId: '',
  applicationId: '',
  /** Money: `creator`'s bank account (270 000 available), and open payouts of two other payees to decide. */
  payoutMethodId: '',
  paidPayoutId: '',
  failedPayoutId: '',
  /** A course of the test's own that `buyer` bought (paid now, every lesson done), its open attempt, a certificate. */
  course: { courseId: '', lessonIds: [] } as TestCourse,
  attemptId: '',
  certId: '',
  /** `buyer`'s notification of their order. */
  notificationId: 0,
  /** A seeded review none of the personas wrote, of a product none of them made. */
  reviewId: 0,
};

beforeAll(async () => {
  [who.buyer, who.buyer2, who.creator, who.creator2, who.admin] = await Promise.all([
    api.user('buyer'),
    api.user('buyer'),
    api.user('creator'),
    api.user('creator'),
    api.user('admin'),
  ]);
  own.draftProductId = await api.addProduct(who.creator.uid, { status: 'draft' });
  own.publishedProductId = await api.addProduct(who.creator.uid);
  own.pendingProductId = await api.addProduct(who.creator.uid, { status: 'pending' });
  own.archivableProductId = await api.addProduct(who.creator.uid, { publishedAt: new Date() });
  own.deletableProductId = await api.addProduct(who.creator.uid, { status: 'draft' });
  const applicant = await api.user('buyer');
  const applied = await api.call(
    'submitCreatorApplication',
    { displayName: 'A', expertise: 'B', bio: 'C', sampleIdea: 'D' },
    applicant.token,
  );
  own.applicationId = (applied.body.result as { applicationId: string }).applicationId;
  const order = await api.call('createProductOrder', { productId: 'pong-neon' }, who.buyer.token);
  own.orderId = (order.body.result as { transactionId: string }).transactionId;
  const [notification] = await api.app.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, who.buyer.uid));
  own.notificationId = notification.id;
  const method = await api.call(
    'addPaymentMethod',
    { bankName: 'ACB', accountNumber: '123456789', accountHolder: 'A' },
    who.buyer.token,
  );
  own.methodId = (method.body.result as { id: string }).id;
  const past = new Date(Date.now() - 10 * DAY_MS);
  const earn = async (uid: string) => {
    const order = await paidOrder(api, uid, 300_000, past);
    await api.app.database.db.transaction((tx) =>
      postSale(tx, { order, amountReceived: 300_000, at: past, holdDays: 7 }),
    );
    return bankAccount(api, uid);
  };
  own.payoutMethodId = await earn(who.creator.uid);
  for (const key of ['paidPayoutId', 'failedPayoutId'] as const) {
    const uid = await dbUser(api, ['creator']);
    const method = await earn(uid);
    const input = { amount: 200_000, paymentMethodId: method, requestKey: `matrix-${key}` };
    own[key] = (await requestPayout(input, contextFor(api, uid))).id;
  }
  own.course = await addCourse(api, { quiz: { attemptLimit: 20 } });
  await enrol(api, who.buyer, own.course);
  const attempt = await api.call('startQuizAttempt', { courseId: own.course.courseId }, who.buyer.token);
  own.attemptId = (attempt.body.result as { id: string }).id;
  own.certId = `CN-MATRIX${Date.now()}`;
  await api.app.database.db.insert(certificates).values({
    id: own.certId,
    userId: who.buyer.uid,
    courseId: own.course.courseId,
    userName: 'Học viên',
    courseName: 'Khóa học thử',
    score: 90,
  });
  const [seeded] = await api.app.database.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.productId, 'pong-neon'))
    .limit(1);
  own.reviewId = seeded.id;
});

const all = (status: number): Expected => ({
  anonymous: status,
  buyer: status,
  buyer2: status,
  creator: status,
  creator2: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...all(status), anonymous: 401 });
/** Admins only: anonymous 401, every other persona 403, the admin `status`. */
const adminOnly = (status: number): Expected => ({ ...signedIn(403), admin: status });

let counter = 0;
const unique = () => `${Date.now()}${(counter += 1)}`;

/** Each row: the call, its input for a persona, and the expected status per persona (run in the order given). */
const matrix: [string, (persona: Persona) => unknown, Expected][] = [
  ['registerUser', () => ({ email: `m-${unique()}@test.example.com`, password: 'mat-khau-123' }), all(200)],
  ['getUserProfile', () => null, signedIn(200)],
  ['updateUserProfile', () => ({ displayName: 'Tên mới' }), signedIn(200)],
  ['getPublicCreatorProfile', () => ({ creatorId: who.creator.uid }), all(200)],
  ['getAllCreators', () => null, all(200)],
  [
    'submitCreatorApplication',
    () => ({ displayName: 'A', expertise: 'B', bio: 'C', sampleIdea: 'D' }),
    { anonymous: 401, buyer: 200, buyer2: 200, creator: 409, creator2: 409, admin: 200 },
  ],
  ['getMyCreatorApplication', () => null, signedIn(200)],
  ['getPaymentMethods', () => null, signedIn(200)],
  [
    'addPaymentMethod',
    () => ({ bankName: 'BIDV', accountNumber: unique().slice(-12), accountHolder: 'B' }),
    signedIn(200),
  ],
  // Someone else's method: 403; the owner (`buyer`, who runs after the others below) deletes it.
  [
    'deletePaymentMethod',
    () => ({ methodId: own.methodId }),
    { anonymous: 401, buyer2: 403, creator: 403, creator2: 403, admin: 403, buyer: 200 },
  ],
  ['createCourseOrder', () => ({ courseId: ACADEMY_COURSE_ID }), signedIn(200)],
  [
    'createProductOrder',
    () => ({ productId: own.publishedProductId }),
    { anonymous: 401, buyer: 200, buyer2: 200, creator: 409, creator2: 200, admin: 200 },
  ],
  [
    'getTransaction',
    () => ({ transactionId: own.orderId }),
    { anonymous: 401, buyer: 200, buyer2: 403, creator: 403, creator2: 403, admin: 200 },
  ],
  ['getLatestTransaction', () => null, signedIn(200)],
  ['listMyTransactions', () => ({}), signedIn(200)],
  // Money operations of the admin area: admins only (unknown objects: 404 for them).
  ['listBankTransfers', () => ({ state: 'open' }), adminOnly(200)],
  [
    'matchTransfer',
    () => ({ transferId: 999_999_999, orderId: 'KHONGCO123' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 403, creator2: 403, admin: 404 },
  ],
  [
    'closeTransfer',
    () => ({ transferId: 999_999_999, resolution: 'ignored', note: 'Không phải thanh toán' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 403, creator2: 403, admin: 404 },
  ],
  [
    'approveRefund',
    () => ({ requestId: 'KHONGCO' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 403, creator2: 403, admin: 404 },
  ],
  [
    'rejectRefund',
    () => ({ requestId: 'KHONGCO', reason: 'Không đủ điều kiện' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 403, creator2: 403, admin: 404 },
  ],
  [
    'markRefundSent',
    () => ({ requestId: 'KHONGCO', reference: 'FT1' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 403, creator2: 403, admin: 404 },
  ],
  // A buyer's product refund: only for a paid order of their own (nobody here bought this one).
  ['requestProductRefund', () => ({ productId: own.publishedProductId, reason: 'Lý do' }), signedIn(403)],
  ['listMyRefundRequests', () => null, signedIn(200)],
  ['listMyProductRefundEligibility', () => null, signedIn(200)],
  // Only the buyer cancels (runs last, after the refusals).
  [
    'cancelTransaction',
    () => ({ transactionId: own.orderId }),
    { anonymous: 401, buyer2: 403, creator: 403, creator2: 403, admin: 403, buyer: 200 },
  ],
  [
    'getCourseProgress',
    () => ({ userId: who.buyer.uid, courseId: ACADEMY_COURSE_ID }),
    { anonymous: 401, buyer: 200, buyer2: 403, creator: 403, creator2: 403, admin: 200 },
  ],
  ['getCertificate', () => ({ certId: 'CN-2026-000001' }), all(200)],
  ['listProducts', () => ({ pageSize: 3 }), all(200)],
  ['getProduct', () => ({ productId: own.publishedProductId }), all(200)],
  // A draft: visible to its creator and admins only; to everyone else it does not exist.
  [
    'getProduct',
    () => ({ productId: own.draftProductId }),
    { anonymous: 404, buyer: 404, buyer2: 404, creator: 200, creator2: 404, admin: 200 },
  ],
  ['listCategories', () => null, all(200)],
  ['listSitemapEntries', () => ({ kind: 'products', limit: 1 }), all(200)],
  ['getCourse', () => ({ courseId: ACADEMY_COURSE_ID }), all(200)],
  // Course area: owners of the course and admins (no one here owns it but the admin's role).
  ['completeLesson', () => ({ courseId: ACADEMY_COURSE_ID, lessonId: 'bai-1-tu-duy-san-pham' }), adminOnly(200)],
  ['getQuiz', () => ({ courseId: ACADEMY_COURSE_ID }), adminOnly(200)],
  ['openLesson', () => ({ courseId: ACADEMY_COURSE_ID, lessonId: 'bai-1-tu-duy-san-pham' }), adminOnly(200)],
  // Learners only (here the admin): that lesson's video has no captions.
  ['getLessonCaptions', () => ({ courseId: ACADEMY_COURSE_ID, lessonId: 'bai-1-tu-duy-san-pham' }), adminOnly(404)],
  ['listMyCourses', () => null, signedIn(200)],
  // The buyer's own course: only they may start (the admin may learn, but has not finished the lessons).
  [
    'startQuizAttempt',
    () => ({ courseId: own.course.courseId }),
    { anonymous: 401, buyer2: 403, creator: 403, creator2: 403, admin: 403, buyer: 200 },
  ],
  // Only the attempt's owner submits (runs last); then its owner and admins read it.
  [
    'submitQuiz',
    () => ({ courseId: own.course.courseId, attemptId: own.attemptId, answers: [] }),
    { anonymous: 401, buyer2: 403, creator: 403, creator2: 403, admin: 403, buyer: 200 },
  ],
  [
    'getQuizAttempt',
    () => ({ attemptId: own.attemptId }),
    { anonymous: 401, buyer: 200, buyer2: 403, creator: 403, creator2: 403, admin: 200 },
  ],
  // Owners with a paid order (the admin owns nothing: no order to refund).
  [
    'requestCourseRefund',
    () => ({ courseId: own.course.courseId, reason: 'Lý do' }),
    { anonymous: 401, buyer: 200, buyer2: 403, creator: 403, creator2: 403, admin: 403 },
  ],
  // Academy administration: admins only.
  ['getQuizForEdit', () => ({ courseId: own.course.courseId }), adminOnly(200)],
  [
    'saveQuiz',
    () => ({
      courseId: own.course.courseId,
      baseVersion: 1,
      title: 'Bài kiểm tra',
      passScore: 80,
      attemptLimit: 3,
      timeLimitMinutes: null,
      questions: [{ text: 'Câu hỏi', options: ['A', 'B'], correct: [0], multiple: false, explanation: '' }],
    }),
    adminOnly(200),
  ],
  ['listLessonsForEdit', () => ({ courseId: own.course.courseId }), adminOnly(200)],
  [
    'setLessonVideo',
    () => ({ courseId: own.course.courseId, lessonId: own.course.lessonIds[0], video: null }),
    adminOnly(200),
  ],
  [
    'setLessonCaptions',
    () => ({ courseId: own.course.courseId, lessonId: own.course.lessonIds[0], captions: null }),
    adminOnly(200),
  ],
  ['revokeCertificate', () => ({ certId: own.certId, reason: 'Thu hồi' }), adminOnly(200)],
  ['listRefundRequests', () => ({ state: 'pending' }), adminOnly(200)],
  // Reviews: public pages; only owners rate (nobody here bought this product); only its creator answers.
  ['listReviews', () => ({ productId: own.publishedProductId }), all(200)],
  ['getMyReview', () => ({ productId: own.publishedProductId }), signedIn(200)],
  ['saveReview', () => ({ productId: own.publishedProductId, rating: 5 }), signedIn(403)],
  ['replyToReview', () => ({ reviewId: own.reviewId, reply: 'Cảm ơn!' }), signedIn(403)],
  ['voteReview', () => ({ reviewId: own.reviewId, helpful: true }), signedIn(200)],
  ['reportReview', () => ({ reviewId: own.reviewId, reason: 'Thử' }), signedIn(200)],
  ['listReportedReviews', () => ({ status: 'open' }), adminOnly(200)],
  ['getWishlist', () => null, signedIn(200)],
  ['addToWishlist', () => ({ productId: own.publishedProductId }), signedIn(200)],
  [
    'addToWishlist',
    () => ({ productId: own.draftProductId }),
    { anonymous: 401, buyer: 404, buyer2: 404, creator: 404, creator2: 404, admin: 404 },
  ],
  ['removeFromWishlist', () => ({ productId: own.publishedProductId }), signedIn(200)],
  // Creator area: creators only; own products only.
  ['listMyProducts', () => null, { anonymous: 401, buyer: 403, buyer2: 403, creator: 200, creator2: 200, admin: 403 }],
  [
    'saveProduct',
    () => ({ title: 'Sản phẩm', description: 'Mô tả', price: 1000, categoryId: 'giai-tri' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 200, creator2: 200, admin: 403 },
  ],
  [
    'saveProduct',
    () => ({
      productId: own.draftProductId,
      title: 'Sản phẩm',
      description: 'Mô tả',
      price: 1000,
      categoryId: 'giai-tri',
    }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator2: 403, admin: 403, creator: 200 },
  ],
  [
    'submitProductForReview',
    () => ({ productId: own.draftProductId }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator2: 403, admin: 403, creator: 200 },
  ],
  // Only the owner archives or deletes (admins moderate, they do not manage creators' products).
  [
    'setProductArchived',
    () => ({ productId: own.archivableProductId, archived: true }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator2: 403, admin: 403, creator: 200 },
  ],
  [
    'deleteProduct',
    () => ({ productId: own.deletableProductId }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator2: 403, admin: 403, creator: 200 },
  ],
  // Creators only; the test API has no hosting settings, so a creator gets 'not configured'.
  [
    'connectHostingPlatform',
    () => ({ code: 'abc', configurationId: 'icfg_1' }),
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 501, creator2: 501, admin: 403 },
  ],
  [
    'getCreatorDashboard',
    () => null,
    { anonymous: 401, buyer: 403, buyer2: 403, creator: 200, creator2: 200, admin: 403 },
  ],
  // The inbox: everyone signed in has their own; someone else's notification is as unknown as a missing one.
  ['listNotifications', () => null, signedIn(200)],
  ['getUnreadNotificationCount', () => null, signedIn(200)],
  [
    'markNotificationRead',
    () => ({ id: own.notificationId }),
    { anonymous: 401, buyer2: 404, creator: 404, creator2: 404, admin: 404, buyer: 200 },
  ],
  ['markAllNotificationsRead', () => null, signedIn(200)],
  ['getNotificationPreferences', () => null, signedIn(200)],
  ['setNotificationPreference', () => ({ kind: 'newSale', email: false }), signedIn(200)],
  // Money: the rules are public; anyone signed in has their own balance and statement.
  ['getFeeSettings', () => null, all(200)],
  ['getPayoutOverview', () => null, signedIn(200)],
  ['getLedgerStatement', () => ({ month: '2026-01' }), signedIn(200)],
  // Only the owner of the bank account (and of the balance) can ask for a payout to it.
  [
    'requestPayout',
    (persona) => ({ amount: 200_000, paymentMethodId: own.payoutMethodId, requestKey: `matrix-${persona}` }),
    { anonymous: 401, buyer: 404, buyer2: 404, creator2: 404, admin: 404, creator: 200 },
  ],
  ['listPayouts', () => ({ state: 'open' }), adminOnly(200)],
  // Affiliates: a click through a link is public and never an error; the figures are anyone's own.
  ['recordAffiliateClick', (persona) => ({ code: 'MINHANH', visitorId: `matrix-${persona}` }), all(200)],
  ['getAffiliateDashboard', () => ({ days: 7 }), signedIn(200)],
  ['listAffiliateProducts', () => ({ sort: 'commission' }), signedIn(200)],
  ['markPayoutPaid', () => ({ payoutId: own.paidPayoutId, reference: 'FT-MATRIX' }), adminOnly(200)],
  ['markPayoutFailed', () => ({ payoutId: own.failedPayoutId, reason: 'Sai số tài khoản' }), adminOnly(200)],
  // Admin area: admins only.
  ['listPendingProducts', () => null, adminOnly(200)],
  ['moderateProduct', () => ({ productId: own.pendingProductId, decision: 'publish' }), adminOnly(200)],
  ['listCreatorApplications', () => null, adminOnly(200)],
  [
    'reviewCreatorApplication',
    () => ({ applicationId: own.applicationId, decision: 'reject', reason: 'Chưa đủ hồ sơ.' }),
    adminOnly(200),
  ],
  ['getAdminStats', () => null, adminOnly(200)],
  // Admin area: moderation, figures, users, certificates, audit log — admins only (unknown: 404).
  ...(
    [
      ['unpublishProduct', () => ({ productId: 'khong-co', reason: 'Vi phạm' }), 404],
      ['getAdminDashboard', () => ({ days: 7 }), 200],
      ['searchUsers', () => null, 200],
      ['getAdminUser', () => ({ uid: who.buyer.uid }), 200],
      ['setUserRole', () => ({ uid: 'khong-co', role: 'creator', granted: true }), 404],
      ['suspendUser', () => ({ uid: 'khong-co', reason: 'Vi phạm' }), 404],
      ['restoreUser', () => ({ uid: 'khong-co' }), 404],
      ['findCertificates', () => ({ query: own.certId }), 200],
      ['restoreCertificate', () => ({ certId: 'CN-KHONGCO' }), 404],
      ['listAuditLog', () => null, 200],
      ['getReconciliation', () => ({ from: '2026-11-01', to: '2026-11-07' }), 200],
      ['runReconciliationCheck', () => ({ day: '2026-11-01' }), 200],
      ['checkUserBalance', () => ({ uid: 'khong-co' }), 404],
      ['writeOffReceivable', () => ({ uid: 'khong-co', reason: 'Không thu hồi được' }), 404],
      ['getNotificationOutbox', () => null, 200],
      ['resendNotification', () => ({ id: 2_000_000_000 }), 404],
      ['moderateReview', () => ({ reviewId: 999_999_999, decision: 'keep' }), 404],
    ] as [string, () => unknown, number][]
  ).map(([name, input, admin]): [string, () => unknown, Expected] => [name, input, adminOnly(admin)]),
];

it('covers every callable', () => {
  expect(new Set(matrix.map(([name]) => name))).toEqual(new Set(Object.keys(callables)));
});

describe.each(matrix)('%s', (name, input, expected) => {
  it(`answers ${JSON.stringify(expected)}`, async () => {
    const actual = {} as Expected;
    for (const persona of Object.keys(expected) as Persona[]) {
      const token = persona === 'anonymous' ? undefined : who[persona].token;
      const answer = await api.call(name, input(persona), token);
      actual[persona] = answer.status;
    }
    expect(actual).toEqual(expected);
  });
});
