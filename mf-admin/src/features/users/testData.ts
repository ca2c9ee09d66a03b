// Answers of the admin user calls for this folder's tests (shaped by the contracts).
import type { AdminUser, AdminUserDetail } from '@app/shared/contracts/admin';

export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    uid: 'u-lan',
    email: 'lan@example.com',
    displayName: 'Nguyễn Thị Lan',
    photoURL: null,
    roles: ['creator'],
    suspendedAt: null,
    suspensionReason: null,
    createdAt: '2026-03-01T20:00:00.000Z',
    ...overrides,
  };
}

export function aUserDetail(user: Partial<AdminUser> = {}, overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: anAdminUser(user),
    orders: [],
    products: [],
    balance: { pending: 0, available: 0, requested: 0, paidOut: 0, owed: 0 },
    certificates: [],
    ...overrides,
  };
}
