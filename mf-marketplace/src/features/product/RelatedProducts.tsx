import type { Product } from '@app/shared/contracts/catalog';
import { useApiQuery } from '@app/shared/data/query';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Loaded } from '@app/shared/ui/Loaded';
import { ProductGrid } from '../catalog/ProductGrid';
import { PageSection } from './PageSection';
import { othersThan, RELATED_COUNT, relatedQuery } from './related';
import styles from './ProductPage.module.css';

const messages = { loading: m.product.relatedLoading, loadFailed: m.product.relatedFailed };

type Props = {
  product: Pick<Product, 'id' | 'categoryId' | 'subcategoryId'>;
  onDemo: (product: Product) => void;
};

/** Best sellers of the product's subcategory (else its category), below the page; nothing when it is alone there. */
export function RelatedProducts({ product, onDemo }: Props) {
  const related = useApiQuery('listProducts', relatedQuery(product));
  const items = related.data ? othersThan(related.data.items, product.id, RELATED_COUNT) : [];
  if (related.data && items.length === 0) return null;
  return (
    <PageSection id="product-related" title={m.product.related} className={styles.related}>
      <Loaded query={related} messages={messages}>
        {() => <ProductGrid products={items} loading={false} onDemo={onDemo} headingLevel="h3" />}
      </Loaded>
    </PageSection>
  );
}
