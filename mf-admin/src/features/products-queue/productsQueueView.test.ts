import { aProduct } from '@app/shared/testing/factories';
import { aChangedProduct } from '../../testing/products';
import { changeRows, kindOf, previewData, proposed, submittedAt } from './productsQueueView';

const newProduct = aProduct({ status: 'pending', updatedAt: '2026-11-20T03:00:00.000Z' });
const changed = aChangedProduct();

describe('the moderation queue view', () => {
  it('tells a new product from changes to a published one, with when each was submitted', () => {
    expect(kindOf(newProduct)).toBe('new');
    expect(submittedAt(newProduct)).toBe('2026-11-20T03:00:00.000Z');
    expect(kindOf(changed)).toBe('changes');
    expect(submittedAt(changed)).toBe('2026-11-21T08:30:00.000Z');
  });

  it('lists only the fields a change proposes, beside their live values', () => {
    expect(changeRows(changed)).toEqual([
      { field: 'title', live: 'Pong Neon', proposed: 'Pong Neon Pro' },
      { field: 'price', live: 79_000, proposed: 99_000 },
    ]);
    expect(changeRows(aProduct({ pendingChanges: { appUrl: null, submittedAt: '2026-11-21T08:30:00.000Z' } }))).toEqual(
      [{ field: 'appUrl', live: 'https://apps.example.com/pong-neon', proposed: null }],
    );
    expect(changeRows(newProduct)).toEqual([]);
  });

  it('shows a new demo address as a change to re-check, and tries it as buyers would once accepted', () => {
    const url = 'https://demo.example.vn/pong';
    const demo = aProduct({
      status: 'published',
      pendingChanges: { demoUrl: url, submittedAt: '2026-11-21T08:30:00.000Z' },
    });
    expect(changeRows(demo)).toEqual([{ field: 'demoUrl', live: null, proposed: url }]);
    expect(proposed(demo)).toMatchObject({ demoType: 'embed', demoUrl: url });
    expect(previewData(demo).whatYouGet).toEqual(demo.whatYouGet);
  });

  it('previews the product as it will be once approved', () => {
    expect(previewData(changed)).toMatchObject({ title: 'Pong Neon Pro', price: 99_000, creatorName: 'Võ Hoàng Nam' });
    expect(previewData(newProduct)).toMatchObject({ title: 'Pong Neon', price: 79_000 });
  });
});
