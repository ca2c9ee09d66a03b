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
    /** A first product the applicant would make. */
    sampleIdea: text('sample_idea'),
    status: applicationStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.uid),
    /** The admin's reason for a rejection; shown on /become-a-creator. */
    rejectionReason: text('rejection_reason'),
  },
  // One open application per user.
  (t) => [
    uniqueIndex('creator_applications_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * A creator's connection to an app-hosting platform (/vercel-callback): the integration's configuration and
 * the access token from the OAuth code exchange, encrypted at rest (AES-256-GCM, key from the settings).
 * One row per user, platform and configuration; a new exchange replaces the token.
 */
export const hostingConnections = pgTable(
  'hosting_connections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.uid),
    provider: text('provider').notNull(),
    configurationId: text('configuration_id').notNull(),
    teamId: text('team_id'),
    /** iv.tag.ciphertext, base64url; never sent to any client. */
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hosting_connections_uq').on(t.userId, t.provider, t.configurationId)],
);
