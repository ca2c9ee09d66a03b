import type { AppUser } from '@app/shared/auth/store';

export const buyer: AppUser = {
  uid: 'u-buyer',
  email: 'lan@example.com',
  displayName: 'Nguyễn Thị Lan',
  photoURL: null,
  roles: [],
  library: [],
  claims: {},
};

export const owner: AppUser = {
  ...buyer,
  library: [{ productId: 'p-1', title: 'Trợ lý viết content', kind: 'product', grantedAt: '2026-11-01T00:00:00.000Z' }],
};

export const creator: AppUser = { ...buyer, uid: 'u-creator', roles: ['creator'] };
export const admin: AppUser = { ...buyer, uid: 'u-admin', roles: ['admin'] };
