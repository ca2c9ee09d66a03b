// The browser journeys' test clock: POST /__test__/clock moves `now()` in local mode (a sale's hold then
// ends without waiting), and does not exist at all outside local mode.
import type { PayoutOverview } from '@app/shared/contracts/ledger';
import { loadConfig } from '../../config';
import { DAY_MS } from '../../domain/ledger';
import { clockOffset, now } from '../../lib/clock';
import type { Harness } from '../../../test/harness';
import { useApi, withApi } from '../../../test/suite';
import { buy, WEBHOOK_KEY } from '../../../test/ledger';
import { TEST_CLOCK_PATH } from './test-clock';

const advance = (api: Harness, body: unknown) =>
  api.post(TEST_CLOCK_PATH, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('outside local mode', () => {
  it('has no test clock route', async () => {
    await withApi(
      {
        localMode: false,
        authEmulatorHost: undefined,
        bankWebhookApiKey: 'a-deployed-key',
        mediaUrlSecret: 'a-deployed-media-secret',
        // A deployment without a mail server says so.
        mail: { ...loadConfig(process.env).mail, disabled: true },
      },
      async (api) => {
        const answer = await advance(api, { advanceMs: DAY_MS });
        expect(answer.status).toBe(404);
        expect(clockOffset()).toBe(0);
      },
    );
  });
});

describe('in local mode', () => {
  const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY });

  it('refuses a negative, fractional, too large or missing advance and changes nothing', async () => {
    for (const body of [{ advanceMs: -1 }, { advanceMs: 1.5 }, { advanceMs: 10 ** 12 }, {}, { advanceMs: '5' }]) {
      const answer = await advance(api, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(clockOffset()).toBe(0);
  });

  it('moves now() forward: a sale held 7 days becomes available at once', async () => {
    const creator = await api.user('creator');
    const productId = await api.addProduct(creator.uid, { price: 200_000 });
    await buy(api, productId, await api.user());
    const before = (await api.call('getPayoutOverview', null, creator.token)).body.result as PayoutOverview;
    expect(before.balance).toMatchObject({ pending: 180_000, available: 0 });

    const moved = await advance(api, { advanceMs: 7 * DAY_MS + 60_000 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ offsetMs: 7 * DAY_MS + 60_000 });
    expect(now().getTime() - Date.now()).toBeGreaterThanOrEqual(7 * DAY_MS);
    const after = (await api.call('getPayoutOverview', null, creator.token)).body.result as PayoutOverview;
    expect(after.balance).toMatchObject({ pending: 0, available: 180_000 });
  });
});
