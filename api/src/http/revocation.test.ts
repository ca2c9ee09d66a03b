// A disabled (or deleted) user's ID token stops working at once for calls that move
// money, change roles or read private data, even on an instance that has just verified it; public reads
// may reuse a verification for at most VERIFY_CACHE_MS (http/auth.ts).
import { useApi } from '../../test/suite';

const api = useApi();

describe('revocation', () => {
  it('a disabled account is refused at once on private calls, even right after a successful call', async () => {
    const user = await api.user();
    expect((await api.call('getPaymentMethods', null, user.token)).status).toBe(200);
    expect((await api.call('listProducts', {}, user.token)).status).toBe(200);
    await api.app.identity.auth.updateUser(user.uid, { disabled: true });
    for (const [name, input] of [
      ['getPaymentMethods', null],
      ['getUserProfile', null],
      ['createProductOrder', { productId: 'pong-neon' }],
      ['getWishlist', null],
    ] as const) {
      const answer = await api.call(name, input, user.token);
      expect({ name, status: answer.status }).toEqual({ name, status: 401 });
    }
  });
});
