// Creators and their products made through the real calls, for journeys whose subject comes after them (the
// application queue and moderation have journeys of their own).
import { call, newBuyer, type Account } from './api';
import { SEED } from './auth';

/** A new user who applied and was approved by the seed admin. */
export async function newCreator(name: string): Promise<Account> {
  const account = await newBuyer(name);
  await call(
    'submitCreatorApplication',
    { displayName: name, expertise: 'Tự động hóa', bio: 'Làm công cụ AI.', sampleIdea: 'Trợ lý viết email.' },
    account,
  );
  const pending = await call<{ id: string; email: string | null }[]>(
    'listCreatorApplications',
    { status: 'pending' },
    SEED.admin,
  );
  const application = pending.find((item) => item.email === account.email);
  await call('reviewCreatorApplication', { applicationId: application?.id, decision: 'approve' }, SEED.admin);
  return account;
}

/**
 * A product saved and submitted for review by `creator`, then published by the seed admin unless `publish` is
 * false. Resolves to its id.
 */
export async function submittedProduct(
  creator: Account,
  product: { title: string; description: string; price: number; categoryId: string; commissionRate?: number },
  publish = true,
): Promise<string> {
  const saved = await call<{ id: string }>('saveProduct', product, creator);
  await call('submitProductForReview', { productId: saved.id }, creator);
  if (publish) await call('moderateProduct', { productId: saved.id, decision: 'publish' }, SEED.admin);
  return saved.id;
}
