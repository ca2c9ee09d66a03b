// registerUser, getUserProfile, updateUserProfile.
import { eq } from 'drizzle-orm';
import { affiliateReferrals, users } from '../../db/schema';
import { aborted, invalidArgument } from '../../http/errors';
import { requireAuth, requireUser, type Handler } from '../../http/context';
import { now } from '../../lib/clock';
import { shortId } from '../../lib/ids';
import { toProfile } from './profile';
import { serverMessages } from '@app/shared/messages/server';

export const MSG = serverMessages.profile;

function firebaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Creates the Firebase user with firebase-admin and the users row, keeping the referral code. */
export const registerUser: Handler<'registerUser'> = async (input, ctx) => {
  let uid: string;
  try {
    const created = await ctx.identity.auth.createUser({
      email: input.email,
      password: input.password,
      displayName: input.displayName,
    });
    uid = created.uid;
  } catch (error) {
    const code = firebaseCode(error);
    if (code === 'auth/email-already-exists') throw aborted(MSG.emailTaken);
    if (code === 'auth/invalid-password') throw invalidArgument(MSG.weakPassword);
    if (code === 'auth/invalid-email') throw invalidArgument(MSG.invalidEmail);
    throw error;
  }
  try {
    const referral = input.referralCode ? input.referralCode : null;
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({
        uid,
        email: input.email,
        displayName: input.displayName ?? null,
        affiliateCode: shortId(8),
        referredBy: referral,
      });
      if (!referral) return;
      const [affiliate] = await tx
        .select({ uid: users.uid })
        .from(users)
        .where(eq(users.affiliateCode, referral.toUpperCase()))
        .limit(1);
      if (affiliate) await tx.insert(affiliateReferrals).values({ affiliateId: affiliate.uid, referredUserId: uid });
    });
  } catch (error) {
    // Keep identity and database consistent: no Firebase account without its row.
    await ctx.identity.auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  return { uid };
};

export const getUserProfile: Handler<'getUserProfile'> = async (_input, ctx) => {
  const row = await requireUser(ctx);
  return toProfile(ctx.db, row, requireAuth(ctx));
};

/**
 * Whether `url` is the caller's own avatar in our store (what the avatar upload answers: PUBLIC_API_URL +
 * `/avatars/{uid}/avatar.jpg`, with its version). Any other address would make every visitor's browser load
 * a picture from someone else's server, which can then follow who looks at the page.
 */
export function isOwnAvatar(url: string, uid: string, publicApiUrl: string): boolean {
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url);
    base = new URL(publicApiUrl);
  } catch {
    return false;
  }
  const path = `${base.pathname.replace(/\/+$/, '')}/avatars/${encodeURIComponent(uid)}/avatar.jpg`;
  return (
    parsed.origin === base.origin &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.pathname === path &&
    parsed.hash === '' &&
    /^(\?v=\d{1,20})?$/.test(parsed.search)
  );
}

/** docs/product.md §5: signed-in only; only the fields that are defined are written. */
export const updateUserProfile: Handler<'updateUserProfile'> = async (input, ctx) => {
  const row = await requireUser(ctx);
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.displayName !== undefined) patch.displayName = input.displayName;
  if (input.photoURL && !isOwnAvatar(input.photoURL, row.uid, ctx.config.publicApiUrl)) {
    throw invalidArgument(MSG.foreignPhoto);
  }
  if (input.photoURL !== undefined) patch.photoURL = input.photoURL;
  if (Object.keys(patch).length === 0) return toProfile(ctx.db, row, requireAuth(ctx));
  const [updated] = await ctx.db
    .update(users)
    .set({ ...patch, updatedAt: now() })
    .where(eq(users.uid, row.uid))
    .returning();
  // Keep the identity's display name and photo in step (the header reads them from the token).
  await ctx.identity.auth
    .updateUser(row.uid, {
      ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
      ...(patch.photoURL !== undefined ? { photoURL: patch.photoURL } : {}),
    })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not mirror profile to Firebase Auth'));
  return toProfile(ctx.db, updated, requireAuth(ctx));
};
