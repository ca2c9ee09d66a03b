// Test data shared by the area's component tests (products shaped exactly like the API's).
import type { Product } from '@app/shared/contracts/catalog';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'pong-neon',
    title: 'Pong Neon',
    description: 'Trò chơi Pong phong cách neon.',
    price: 79_000,
    categoryId: 'giai-tri',
    categoryName: 'Giải trí',
    subcategoryId: 'tro-choi',
    subcategoryName: 'Trò chơi',
    demoType: 'pongGame',
    appUrl: 'https://apps.example.com/pong-neon',
    thumbnailUrl: null,
    creatorId: 'seed-creator-4',
    creatorName: 'Võ Hoàng Nam',
    status: 'published',
    salesCount: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
