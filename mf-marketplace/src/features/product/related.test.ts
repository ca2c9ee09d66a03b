import { othersThan, relatedQuery, RELATED_COUNT } from './related';

describe('related products', () => {
  it('come from the product’s subcategory, else its category, best sellers first', () => {
    expect(relatedQuery({ categoryId: 'giao-duc', subcategoryId: 'luyen-thi' })).toEqual({
      categoryId: 'giao-duc',
      subcategoryId: 'luyen-thi',
      sort: 'popular',
      pageSize: RELATED_COUNT + 1,
    });
    expect(relatedQuery({ categoryId: 'giao-duc', subcategoryId: null })).toEqual({
      categoryId: 'giao-duc',
      sort: 'popular',
      pageSize: RELATED_COUNT + 1,
    });
  });

  it('never include the product itself and stop at the limit', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    expect(othersThan(items, 'b', 3).map((item) => item.id)).toEqual(['a', 'c', 'd']);
    expect(othersThan(items, 'x', 4).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(othersThan([{ id: 'a' }], 'a', 4)).toEqual([]);
  });
});
