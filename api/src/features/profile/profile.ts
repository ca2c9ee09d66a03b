// The profile answer (docs/product.md §3 "User profile").
import type { LibraryItem, UserProfile } from '@app/shared/contracts/profile';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, libraryItems, products } from '../../db/schema';
import { rolesOf, type AuthUser, type UserRow } from '../../domain/users';

export async function loadLibrary(db: Queryable, uid: string): Promise<LibraryItem[]> {
  const rows = await db
    .select({
      productId: libraryItems.productId,
      courseId: libraryItems.courseId,
      productTitle: products.title,
      courseTitle: courses.title,
      appUrl: products.appUrl,
      grantedAt: libraryItems.grantedAt,
    })
    .from(libraryItems)
    .leftJoin(products, eq(products.id, libraryItems.productId))
    .leftJoin(courses, eq(courses.id, libraryItems.courseId))
    .where(eq(libraryItems.userId, uid))
    .orderBy(desc(libraryItems.grantedAt), sql`${libraryItems.id} desc`);
  return rows.map((row) => ({
    productId: (row.productId ?? row.courseId) as string,
    title: row.productTitle ?? row.courseTitle ?? '',
    kind: row.productId ? ('product' as const) : ('course' as const),
    grantedAt: row.grantedAt.toISOString(),
    appUrl: row.productId ? (row.appUrl ?? null) : null,
  }));
}

export async function toProfile(db: Queryable, row: UserRow, auth: AuthUser): Promise<UserProfile> {
  return {
    uid: row.uid,
    email: row.email ?? auth.email,
    displayName: row.displayName,
    photoURL: row.photoURL,
    roles: rolesOf(row),
    library: await loadLibrary(db, row.uid),
    affiliateCode: row.affiliateCode,
  };
}
