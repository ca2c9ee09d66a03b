// Every admin callable refuses anonymous callers (401), buyers and creators (403), with a valid input, so the
// refusal is the role and not validation; nothing is written to the audit log by a refused call.
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { callables, type CallableName } from '@app/shared/contracts/callables';
import { serverMessages } from '@app/shared/messages/server';
import { count } from 'drizzle-orm';
import { adminAudit } from '../../db/schema';
import { useApi, useUser } from '../../../test/suite';

// The whole audit log is counted: on PostgreSQL the file gets a database no other file writes to.
const api = useApi({}, { ownDatabase: true });
const buyer = useUser(api, 'buyer');
const creator = useUser(api, 'creator');

/** Each admin callable with a minimal valid input (unknown ids: an admin would get 404 or 409, never 400). */
const ADMIN_CALLS: [CallableName, unknown][] = [
  // Moderation and figures.
  ['listPendingProducts', null],
  ['moderateProduct', { productId: 'khong-co', decision: 'publish' }],
  ['listCreatorApplications', null],
  ['reviewCreatorApplication', { applicationId: 'khong-co', decision: 'reject', reason: 'Lý do' }],
  ['getAdminStats', null],
  // Academy administration.
  ['getQuizForEdit', { courseId: ACADEMY_COURSE_ID }],
  [
    'saveQuiz',
    {
      courseId: ACADEMY_COURSE_ID,
      baseVersion: 0,
      title: 'Bài kiểm tra',
      passScore: 80,
      attemptLimit: 3,
      timeLimitMinutes: null,
      questions: [{ text: 'Câu hỏi', options: ['A', 'B'], correct: [0], multiple: false, explanation: '' }],
    },
  ],
  ['revokeCertificate', { certId: 'CN-KHONGCO', reason: 'Lý do' }],
  ['listRefundRequests', { state: 'pending' }],
  // Payouts.
  ['listPayouts', { state: 'open' }],
  ['markPayoutPaid', { payoutId: 'khong-co', reference: 'FT123' }],
  ['markPayoutFailed', { payoutId: 'khong-co', reason: 'Sai số tài khoản' }],
  // Queues, users, certificates and the audit log.
  ['unpublishProduct', { productId: 'khong-co', reason: 'Lý do' }],
  ['getAdminDashboard', { days: 7 }],
  ['listBankTransfers', { state: 'open' }],
  ['matchTransfer', { transferId: 1, orderId: 'TT ABCDEF12' }],
  ['closeTransfer', { transferId: 1, resolution: 'ignored', note: 'Không phải thanh toán.' }],
  ['closeTransfer', { transferId: 1, resolution: 'refunded', reference: 'FT456' }],
  ['approveRefund', { requestId: 'khong-co' }],
  ['rejectRefund', { requestId: 'khong-co', reason: 'Lý do' }],
  ['markRefundSent', { requestId: 'khong-co', reference: 'FT789' }],
  ['searchUsers', { query: 'a', role: 'creator', page: 1 }],
  ['getAdminUser', { uid: 'khong-co' }],
  ['setUserRole', { uid: 'khong-co', role: 'admin', granted: true }],
  ['suspendUser', { uid: 'khong-co', reason: 'Lý do' }],
  ['restoreUser', { uid: 'khong-co' }],
  ['findCertificates', { query: 'a' }],
  ['restoreCertificate', { certId: 'CN-KHONGCO' }],
  ['listAuditLog', { action: 'user.suspend' }],
  // The e-mail outbox.
  ['getNotificationOutbox', null],
  ['resendNotification', { id: 1 }],
];

it('has a valid input for every row (a refusal below is the role, not validation)', () => {
  for (const [name, input] of ADMIN_CALLS) {
    expect({ name, valid: callables[name].input.safeParse(input).success }).toEqual({ name, valid: true });
  }
});

describe.each(ADMIN_CALLS)('%s', (name, input) => {
  it('refuses anonymous (401), a buyer and a creator (403)', async () => {
    const [[{ n: before }]] = await Promise.all([api.app.database.db.select({ n: count() }).from(adminAudit)]);
    const anonymous = await api.call(name, input);
    const asBuyer = await api.call(name, input, buyer.token);
    const asCreator = await api.call(name, input, creator.token);
    expect({
      anonymous: [anonymous.status, anonymous.body.error?.message],
      buyer: [asBuyer.status, asBuyer.body.error?.message],
      creator: [asCreator.status, asCreator.body.error?.message],
    }).toEqual({
      anonymous: [401, serverMessages.protocol.unauthenticated],
      buyer: [403, serverMessages.protocol.permissionDenied],
      creator: [403, serverMessages.protocol.permissionDenied],
    });
    const [{ n: after }] = await api.app.database.db.select({ n: count() }).from(adminAudit);
    expect(after).toBe(before);
  });
});
