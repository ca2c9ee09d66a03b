import type { Product } from '@app/shared/contracts/catalog';
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard';
import styles from './Catalog.module.css';

type Props = {
  products: Product[] | null;
  loading: boolean;
  skeletons?: number;
  onDemo: (product: Product) => void;
  headingLevel?: 'h2' | 'h3';
};

/** The card grid; skeletons of the same size while loading. */
export function ProductGrid({ products, loading, skeletons = 6, onDemo, headingLevel }: Props) {
  if (loading) {
    return (
      <div className={styles.grid} data-testid="product-grid" data-state="loading">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={`${styles.grid} ${styles.list}`} data-testid="product-grid" data-state="ready">
      {products?.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onDemo={onDemo} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
