// The moderation queue's products for this area's tests (shaped by the contracts).
import { aProduct } from '@app/shared/testing/factories';

/** Pong Neon, published at 79.000 ₫, with changes waiting: a new title and a new price. */
export const aChangedProduct = () =>
  aProduct({
    id: 'p-live',
    status: 'published',
    pendingChanges: { title: 'Pong Neon Pro', price: 99_000, submittedAt: '2026-11-21T08:30:00.000Z' },
  });
