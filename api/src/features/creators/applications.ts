// submitCreatorApplication, getMyCreatorApplication: a user's own application to become a creator.
import { desc, eq } from 'drizzle-orm';
import { creatorApplications } from '../../db/schema';
import { isUniqueViolation } from '../../db/client';
import { aborted } from '../../http/errors';
import { requireUser, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { uuid } from '../../lib/ids';
import { serverMessages } from '@app/shared/messages/server';

const MSG = serverMessages.creators;

/** One open application per user; after a rejection the user may apply again (a new application). */
export const submitCreatorApplication: Handler<'submitCreatorApplication'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  if (user.roles.includes('creator')) throw aborted(MSG.alreadyCreator);
  const id = uuid();
  try {
    const [row] = await ctx.db
      .insert(creatorApplications)
      .values({
        id,
        userId: user.uid,
        displayName: input.displayName,
        expertise: input.expertise,
        bio: input.bio,
        portfolioUrl: input.portfolioUrl ?? null,
        phone: input.phone ?? null,
        sampleIdea: input.sampleIdea,
        createdAt: now(),
      })
      .returning();
    return { applicationId: row.id, status: row.status, submittedAt: row.createdAt.toISOString() };
  } catch (error) {
    // The partial unique index allows one open application per user.
    if (isUniqueViolation(error)) throw aborted(MSG.applicationPending);
    throw error;
  }
};

/** /become-a-creator: the caller's role (from the database, fresher than a token) and latest application. */
export const getMyCreatorApplication: Handler<'getMyCreatorApplication'> = async (_input, ctx) => {
  const user = await requireUser(ctx);
  const [row] = await ctx.db
    .select()
    .from(creatorApplications)
    .where(eq(creatorApplications.userId, user.uid))
    .orderBy(desc(creatorApplications.createdAt), desc(creatorApplications.id))
    .limit(1);
  return {
    isCreator: user.roles.includes('creator'),
    application: row
      ? {
          id: row.id,
          status: row.status,
          displayName: row.displayName,
          expertise: row.expertise,
          bio: row.bio,
          portfolioUrl: row.portfolioUrl,
          phone: row.phone,
          sampleIdea: row.sampleIdea,
          submittedAt: row.createdAt.toISOString(),
          reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
          rejectionReason: row.rejectionReason,
        }
      : null,
  };
};
