// A NUL in these fields answered 500 on both databases.
// Each is now a Vietnamese 400 from the one input gate, and nothing is written.
import { UNSAFE_TEXT_MESSAGE } from '@app/shared/contracts/input';
import { useApi, useUser } from '../../test/suite';

const api = useApi();
const buyer = useUser(api, 'buyer');
const creator = useUser(api, 'creator');

const NUL = 'a\u0000b';

describe('a control character anywhere is a 400, never a 500', () => {
  it.each([
    [
      'saveProduct.title',
      'saveProduct',
      'creator',
      { title: NUL, description: 'x', price: 100000, categoryId: 'giai-tri', demoType: 'info' },
    ],
    [
      'addPaymentMethod.accountHolder',
      'addPaymentMethod',
      'buyer',
      { bankName: 'Vietcombank', accountNumber: '0123456789', accountHolder: NUL },
    ],
    [
      'registerUser.displayName',
      'registerUser',
      null,
      { email: 'nul@test.example.com', password: 'matkhau-123456', displayName: NUL },
    ],
    ['updateUserProfile.displayName', 'updateUserProfile', 'buyer', { displayName: NUL }],
    ['listProducts.query (anonymous)', 'listProducts', null, { query: NUL }],
    [
      'submitCreatorApplication.bio',
      'submitCreatorApplication',
      'buyer',
      { displayName: 'Lan', expertise: 'AI', bio: NUL },
    ],
    ['an unknown extra field', 'listProducts', null, { extra: NUL }],
    ['a lone surrogate', 'updateUserProfile', 'buyer', { displayName: 'x\ud800' }],
  ] as const)('%s', async (_field, name, who, data) => {
    const token = who === 'creator' ? creator.token : who === 'buyer' ? buyer.token : undefined;
    const answer = await api.call(name, data, token);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: UNSAFE_TEXT_MESSAGE });
  });

  it('the refused profile change wrote nothing', async () => {
    await api.call('updateUserProfile', { displayName: NUL }, buyer.token);
    const profile = await api.call('getUserProfile', null, buyer.token);
    expect((profile.body.result as { displayName: string }).displayName).toBe('Người dùng buyer');
  });
});
