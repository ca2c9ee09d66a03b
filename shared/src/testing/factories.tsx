// Test data shaped exactly like the API's answers (typed by the contracts), with overrides.
import type { AppUser } from '@app/shared/auth/store';
import type { Category, Product } from '../contracts/catalog';
import type { Order } from '../contracts/checkout';
import type { PayoutAccount } from '../contracts/payout-accounts';
import type { MyRefundRequest } from '../contracts/refunds';

export function aUser(overrides: Partial<AppUser> = {}): AppUser {
  return {
    uid: 'u1',
    email: 'lan@example.com',
    displayName: 'Nguyễn Thị Lan',
    photoURL: null,
    roles: [],
    library: [],
    claims: {},
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
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
    demoUrl: null,
    whatYouGet: ['Chơi trên trình duyệt, không cần cài', 'Bảng xếp hạng bạn bè'],
    appUrl: 'https://apps.example.com/pong-neon',
    thumbnailUrl: null,
    media: { cover: null, gallery: [], video: null },
    creatorId: 'seed-creator-4',
    creatorName: 'Võ Hoàng Nam',
    status: 'published',
    commissionRate: 0,
    rejectionReason: null,
    pendingChanges: null,
    salesCount: 10,
    ratingCount: 0,
    ratingAverage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One page of `listProducts`. */
export function aPage(items: Product[], overrides: { total?: number; page?: number; pageSize?: number } = {}) {
  return { items, total: items.length, page: 1, pageSize: 12, ...overrides };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 'giai-tri',
    name: 'Giải trí',
    productCount: 3,
    subcategories: [{ id: 'tro-choi', name: 'Trò chơi', productCount: 3 }],
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ABCDEFGHJK',
    price: 79_000,
    productTitle: 'Pong Neon',
    kind: 'product',
    productId: 'pong-neon',
    courseId: null,
    status: 'pending',
    transferNote: 'TT ABCDEFGHJK',
    createdAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2026-11-22T10:00:00.000Z',
    paidAt: null,
    payee: {
      bankName: 'Vietcombank',
      bankBin: '970436',
      accountNumber: '1234567890',
      accountHolder: 'CONG TY TNHH AI MARKET',
    },
    ...overrides,
  };
}

export function aPayoutAccount(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    id: 'm1',
    type: 'bank',
    bankName: 'Vietcombank',
    accountNumber: '0123456789',
    accountHolder: 'NGUYEN THI LAN',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A buyer's refund request as listMyRefundRequests answers it: a pending one for a product. */
export function aMyRefundRequest(overrides: Partial<MyRefundRequest> = {}): MyRefundRequest {
  return {
    id: 'RF1',
    kind: 'product',
    itemId: 'mau-hop-dong',
    title: 'Mẫu hợp đồng',
    orderId: 'ORDER12345',
    amount: 150_000,
    reason: 'Sản phẩm không chạy trên máy của tôi.',
    status: 'pending',
    decisionNote: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
    sentAt: null,
    ...overrides,
  };
}
