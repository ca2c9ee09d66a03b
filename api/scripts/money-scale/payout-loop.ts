// The money bench's requestPayout loop (bench-money.ts measures it): one open request per user, exactly once per
// request key, so each user asks for the minimum with a new key and an admin fails the request before the next
// one (the money comes back).
import { randomUUID } from 'node:crypto';
import { loadFeeSettings } from '../../src/config';
import { benchMethod } from './bench-users';
import { PROJECT, tokenFor } from './tokens';

/** A callable as `token`'s user; its result, or an error naming the status. */
async function call<T>(url: string, name: string, data: unknown, token: string): Promise<T> {
  const response = await fetch(`${url}/${PROJECT}/asia-southeast1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result: T };
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result;
}

/**
 * requestPayout for `seconds`, each of `users` in a loop of its own: the minimum with a new request key (its
 * time measured), then the admin fails it (not measured) so the money is available again for the next one.
 */
export async function payoutLoop(url: string, users: string[], admin: string, seconds: number): Promise<number[]> {
  const adminToken = await tokenFor(admin);
  const { minPayout } = loadFeeSettings();
  const times: number[] = [];
  const reason = 'Bench: yêu cầu thử, tiền trả lại số dư';
  await Promise.all(
    users.map(async (uid) => {
      const token = await tokenFor(uid);
      // A request left open by an earlier, interrupted run would refuse every new one.
      const overview = await call<{ openPayout: { id: string } | null }>(url, 'getPayoutOverview', null, token);
      if (overview.openPayout) {
        await call(url, 'markPayoutFailed', { payoutId: overview.openPayout.id, reason }, adminToken);
      }
      const until = performance.now() + seconds * 1000;
      while (performance.now() < until) {
        const started = performance.now();
        const payout = await call<{ id: string }>(
          url,
          'requestPayout',
          { amount: minPayout, paymentMethodId: benchMethod(uid), requestKey: randomUUID() },
          token,
        );
        times.push(performance.now() - started);
        await call(url, 'markPayoutFailed', { payoutId: payout.id, reason }, adminToken);
      }
    }),
  );
  return times;
}
