// The admins' refund queue over HTTP against a real database: which requests each tab holds, in which order,
// a page at a time (no row twice or skipped, one done today however long ago it was asked), the refusals of a
// tab or a cursor it does not know, and that each tab's page is read along its own index.
import { REFUNDS_PAGE_SIZE, type RefundPage, type RefundRequest, type RefundTab } from '@app/shared/contracts/refunds';
import { eq } from 'drizzle-orm';
import { refundRequests } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { pagePlan } from '../../../test/plans';
import { useApi, useUser } from '../../../test/suite';
import { listRefundTab, refundRequestRow } from '../../../test/money';
import { refundPageQuery } from './admin-calls';

const api = useApi();
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');

const db = () => api.app.database.db;
const page = async (state: RefundTab, before?: string) => {
  const answer = await api.call('listRefundRequests', { state, ...(before ? { before } : {}) }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as RefundPage;
};
const list = (state: RefundTab) => listRefundTab(api, state, admin.token);
/** The rows of `rows` that are among `mine`, in the order listed. */
const only = (rows: RefundRequest[], mine: string[]) => rows.map((row) => row.id).filter((id) => mine.includes(id));
const at = (ms: number) => new Date(ms);
const request = (overrides: Parameters<typeof refundRequestRow>[2] = {}) =>
  refundRequestRow(api, creator.uid, overrides);

describe('listRefundRequests', () => {
  it('pending and approved newest asked first; done: rejected and sent, last done first', async () => {
    const start = Date.now() - 10 * DAY_MS;
    const older = await request({ createdAt: at(start) });
    const newer = await request({ createdAt: at(start + 1_000) });
    const approved = await request({ createdAt: at(start + 2_000), status: 'approved', decidedAt: at(start + 3_000) });
    // Asked long before the others, rejected after them: it leads the done tab.
    const rejected = await request({
      createdAt: at(start - 30 * DAY_MS),
      status: 'rejected',
      decisionNote: 'Đã quá hạn hoàn tiền',
      decidedAt: at(start + 5_000),
    });
    const rejectedEarlier = await request({
      createdAt: at(start + 500),
      status: 'rejected',
      decisionNote: 'Thiếu lý do',
      decidedAt: at(start + 4_000),
    });
    const mine = [older, newer, approved, rejected, rejectedEarlier];

    expect(only(await list('pending'), mine)).toEqual([newer, older]);
    expect(only(await list('approved'), mine)).toEqual([approved]);
    const done = await list('done');
    expect(only(done, mine)).toEqual([rejected, rejectedEarlier]);
    expect(done.find((row) => row.id === rejected)).toMatchObject({
      kind: 'product',
      status: 'rejected',
      decisionNote: 'Đã quá hạn hoàn tiền',
      amount: 100_000,
      userEmail: expect.stringContaining('@test.example.com'),
    });
  });

  it('pages each tab in its own order: no row twice or skipped, the done tab by when each was done', async () => {
    const start = Date.now() - 20 * DAY_MS;
    const asked: string[] = [];
    for (let index = 0; index < REFUNDS_PAGE_SIZE + 5; index += 1)
      asked.push(await request({ createdAt: at(start + index * 1_000) }));

    const first = await page('pending');
    expect(first.requests).toHaveLength(REFUNDS_PAGE_SIZE);
    expect(first.nextBefore).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_[A-Z0-9]+$/);
    const pending = await list('pending');
    expect(new Set(pending.map((row) => row.id)).size).toBe(pending.length);
    expect(only(pending, asked)).toEqual([...asked].reverse());

    // Rejected in the order asked, except the oldest, rejected last of all: it leads the done tab.
    const doneAt = (index: number) => at(Date.now() + (index === 0 ? asked.length : index) * 1_000);
    for (const [index, id] of asked.entries())
      await db()
        .update(refundRequests)
        .set({ status: 'rejected', decisionNote: 'Không đủ điều kiện', decidedAt: doneAt(index) })
        .where(eq(refundRequests.id, id));
    expect(only(await list('pending'), asked)).toEqual([]);
    const done = await list('done');
    expect(new Set(done.map((row) => row.id)).size).toBe(done.length);
    expect(only(done, asked)).toEqual([asked[0], ...asked.slice(1).reverse()]);
    expect((await page('done')).requests[0].id).toBe(asked[0]);
  });

  it('refuses a tab it does not know and a page cursor it did not give, in Vietnamese', async () => {
    const tab = 'Danh sách yêu cầu hoàn tiền phải là chờ duyệt, chờ chuyển tiền hoặc đã xử lý.';
    const cursor = 'Trang danh sách yêu cầu hoàn tiền không hợp lệ.';
    const cases: [unknown, string][] = [
      [null, 'Dữ liệu gửi lên không hợp lệ.'],
      [{}, tab],
      [{ status: 'pending' }, tab],
      [{ state: 'sent' }, tab],
      [{ state: 'pending', before: '42' }, cursor],
      [{ state: 'approved', before: '2026-02-30T00:00:00.000000Z_ABC123' }, cursor],
      [{ state: 'done', before: '2026-12-01T00:00:00.000000Z_A B' }, cursor],
    ];
    for (const [input, message] of cases) {
      const answer = await api.call('listRefundRequests', input, admin.token);
      expect([answer.status, answer.body.error?.message]).toEqual([400, message]);
    }
    expect((await api.call('listRefundRequests', { state: 'done' }, creator.token)).status).toBe(403);
  });

  it.each([
    ['pending', 'refund_requests_status_created_idx'],
    ['approved', 'refund_requests_status_created_idx'],
    ['done', 'refund_requests_done_idx'],
  ] as const)('%s: a page is read along its own index, from the cursor on', async (state, index) => {
    // The planner walks an index in order only when the query's order (and, for a partial one, its
    // predicate) is the index's: a change to one without the other would read every request ever made.
    const before = '2026-12-01T00:00:00.000000Z_ABCDEF2345';
    const plan = await pagePlan(db(), (tx) => refundPageQuery(tx, state, before));
    expect(plan).toContain(index);
    expect(plan).not.toContain('"Sort"');
  });
});
