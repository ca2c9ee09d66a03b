// Becoming a creator: applications.
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { applicationStatus } from './enums';
import { users } from './users';

export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    displayName: text('display_name').notNull(),
    expertise: text('expertise').notNull(),
    bio: text('bio').notNull(),
    portfolioUrl: text('portfolio_url'),
    phone: text('phone'),
    status: applicationStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
  },
  // One open application per user.
  (t) => [
    uniqueIndex('creator_applications_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);
