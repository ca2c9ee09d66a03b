// The admins' payout screen over HTTP against a real database: which payouts each tab holds, in which order,
// a page at a time (no row twice or skipped, one decided today however long ago it was asked), the refusals
// of a tab or a cursor it does not know, and that each tab's page is read along its own index.
import { PAYOUTS_PAGE_SIZE, type AdminPayout, type PayoutPage, type PayoutTab } from '@app/shared/contracts/ledger';
import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';
import { pagePlan } from '../../../test/plans';
import { useApi, useUser } from '../../../test/suite';
import { listPayoutTab, payoutRow } from '../../../test/money';
import { payoutPageQuery } from './admin-payouts';

const api = useApi();
const admin = useUser(api, 'admin');
const creator = useUser(api, 'creator');

const db = () => api.app.database.db;
const page = async (state: PayoutTab, before?: string) => {
  const answer = await api.call('listPayouts', { state, ...(before ? { before } : {}) }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.result as PayoutPage;
};
const list = (state: PayoutTab) => listPayoutTab(api, state, admin.token);
/** The rows of `rows` that are among `mine`, in the order listed. */
const only = (rows: AdminPayout[], mine: string[]) => rows.map((row) => row.id).filter((id) => mine.includes(id));
const at = (ms: number) => new Date(ms);

describe('listPayouts', () => {
  it('open: the requests waiting, newest asked first; decided: paid, failed, canceled, last decided first', async () => {
    const start = Date.now() - 10 * DAY_MS;
    const older = await payoutRow(api, { createdAt: at(start) });
    const newer = await payoutRow(api, { createdAt: at(start + 1_000), amount: 350_000 });
    // Asked long before the others, decided after them: it leads the decided tab.
    const failed = await payoutRow(api, {
      createdAt: at(start - 30 * DAY_MS),
      status: 'failed',
      failureReason: 'Sai số tài khoản',
      decidedAt: at(start + 5_000),
    });
    const canceled = await payoutRow(api, {
      createdAt: at(start + 2_000),
      status: 'canceled',
      note: 'Một khoản hoàn tiền đã lấy lại số tiền này.',
      decidedAt: at(start + 3_000),
    });
    const mine = [older, newer, failed, canceled];

    const open = await list('open');
    expect(only(open, mine)).toEqual([newer, older]);
    expect(open.find((row) => row.id === newer)).toMatchObject({
      status: 'requested',
      amount: 350_000,
      userEmail: expect.stringContaining('@test.example.com'),
      accountNumber: '0123456789',
      ownerSuspension: null,
    });
    const decided = await list('decided');
    expect(only(decided, mine)).toEqual([failed, canceled]);
    expect(decided.find((row) => row.id === failed)).toMatchObject({
      status: 'failed',
      failureReason: 'Sai số tài khoản',
    });
  });

  it('pages each tab in its own order: no row twice or skipped, the decided tab by when each was decided', async () => {
    const start = Date.now() - 20 * DAY_MS;
    const asked: string[] = [];
    for (let index = 0; index < PAYOUTS_PAGE_SIZE + 5; index += 1)
      asked.push(await payoutRow(api, { createdAt: at(start + index * 1_000) }));

    const first = await page('open');
    expect(first.payouts).toHaveLength(PAYOUTS_PAGE_SIZE);
    expect(first.nextBefore).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_[A-Z0-9]+$/);
    const open = await list('open');
    expect(new Set(open.map((row) => row.id)).size).toBe(open.length);
    expect(only(open, asked)).toEqual([...asked].reverse());

    // Failed in the order asked, except the oldest, failed last of all: it leads the decided tab.
    const decidedAt = (index: number) => at(Date.now() + (index === 0 ? asked.length : index) * 1_000);
    for (const [index, id] of asked.entries())
      await db()
        .update(payouts)
        .set({ status: 'failed', failureReason: 'Sai tên chủ tài khoản', decidedAt: decidedAt(index) })
        .where(eq(payouts.id, id));
    expect(only(await list('open'), asked)).toEqual([]);
    const decided = await list('decided');
    expect(new Set(decided.map((row) => row.id)).size).toBe(decided.length);
    expect(only(decided, asked)).toEqual([asked[0], ...asked.slice(1).reverse()]);
    expect((await page('decided')).payouts[0].id).toBe(asked[0]);
  });

  it('refuses a tab it does not know and a page cursor it did not give, in Vietnamese', async () => {
    const tab = 'Danh sách yêu cầu rút tiền phải là đang chờ hoặc đã xử lý.';
    const cursor = 'Trang danh sách yêu cầu rút tiền không hợp lệ.';
    const cases: [unknown, string][] = [
      [null, 'Dữ liệu gửi lên không hợp lệ.'],
      [{}, tab],
      [{ status: 'requested' }, tab],
      [{ state: 'paid' }, tab],
      [{ state: 'open', before: '42' }, cursor],
      [{ state: 'open', before: '2026-13-01T00:00:00.000000Z_ABC123' }, cursor],
      [{ state: 'decided', before: "2026-12-01T00:00:00.000000Z_A'B" }, cursor],
      [{ state: 'decided', before: `2026-12-01T00:00:00.000000Z_${'A'.repeat(65)}` }, cursor],
    ];
    for (const [input, message] of cases) {
      const answer = await api.call('listPayouts', input, admin.token);
      expect([answer.status, answer.body.error?.message]).toEqual([400, message]);
    }
    expect((await api.call('listPayouts', { state: 'open' }, creator.token)).status).toBe(403);
  });

  it.each([
    ['open', 'payouts_status_idx'],
    ['decided', 'payouts_decided_idx'],
  ] as const)('%s: a page is read along its own index, from the cursor on', async (state, index) => {
    // The planner walks an index in order only when the query's order (and, for a partial one, its
    // predicate) is the index's: a change to one without the other would read every payout ever asked.
    const before = '2026-12-01T00:00:00.000000Z_ABCDEF2345';
    const plan = await pagePlan(db(), (tx) => payoutPageQuery(tx, state, before));
    expect(plan).toContain(index);
    expect(plan).not.toContain('"Sort"');
  });
});
