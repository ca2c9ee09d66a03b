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
      {products?.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onDemo={onDemo} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
