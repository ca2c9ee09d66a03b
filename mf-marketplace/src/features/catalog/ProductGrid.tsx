import type { Product } from '@app/shared/contracts/catalog';
import { CardGrid } from '@app/shared/ui/CardGrid';
import { ProductCard, ProductCardSkeleton } from '../product-card/ProductCard';

type Props = {
  products: Product[] | null;
  loading: boolean;
  skeletons?: number;
  onDemo: (product: Product) => void;
  headingLevel?: 'h2' | 'h3';
};

/** Covers of the first row load at once (a row holds up to four cards), the very first one first. */
const EAGER_COVERS = 4;
const coverPriority = (index: number) => (index === 0 ? 'high' : index < EAGER_COVERS ? 'eager' : 'lazy');

/** The card grid; skeletons of the same size while loading. */
export function ProductGrid({ products, loading, skeletons = 6, onDemo, headingLevel }: Props) {
  if (loading) {
    return (
      <CardGrid as="div" data-testid="product-grid" data-state="loading">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </CardGrid>
    );
  }
  return (
    <CardGrid data-testid="product-grid" data-state="ready">
      {products?.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onDemo={onDemo}
            headingLevel={headingLevel}
            coverPriority={coverPriority(index)}
          />
        </li>
      ))}
    </CardGrid>
  );
}
