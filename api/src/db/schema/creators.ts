// Becoming a creator: applications.
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, textId } from './columns';
import { ownerRef, userRef } from './user-refs';
import { applicationStatus } from './enums';

export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: textId(),
    userId: ownerRef(),
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
    reviewedBy: userRef('reviewed_by'),
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
    id: textId(),
    userId: ownerRef(),
    provider: text('provider').notNull(),
    configurationId: text('configuration_id').notNull(),
    teamId: text('team_id'),
    /** iv.tag.ciphertext, base64url; never sent to any client. */
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('hosting_connections_uq').on(t.userId, t.provider, t.configurationId)],
);
