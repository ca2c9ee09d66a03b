// Affiliate attribution, the rules of api/README.md "Affiliates: attribution rules": which codes
// and visitor ids are valid, which visitors are bots, and which affiliate an order is credited to.
import { and, desc, eq, gte, lte, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelfReferralReason } from '@app/shared/contracts/admin';
import type { Queryable } from '../../db/client';
import { affiliateClicks, payoutAccounts, users, visitorAccounts } from '../../db/schema';
import { DAY_MS } from '../../domain/ledger';

/** A click, or a sign-up code, credits orders made within this window after it. */
export const ATTRIBUTION_WINDOW_MS = 30 * DAY_MS;

// Affiliate codes are short letters/digits (generated ones are uppercase; seed ones are names). Anything
// else the browser kept is not a code: ignored, never an error.
const CODE = /^[A-Za-z0-9_-]{1,32}$/;
// The browser's own random id: long enough not to collide by chance, short enough to index.
const VISITOR = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Crawlers, link previews, HTTP libraries and headless browsers (which real visitors do not use, but
 * scrapers and prerender services do). `(?<!cu)bot`: the Cubot phone brand is a person.
 */
const BOT =
  /(?<!cu)bot|crawl|spider|slurp|scrap|headless|phantomjs|lighthouse|facebookexternalhit|embedly|preview|curl\/|wget|python-|java\/|go-http-client|okhttp|libwww|httpclient|node-fetch|axios|undici|^node$/i;

/** The code as stored (uppercase), or null when it is not one. */
export function normalizeCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return CODE.test(code) ? code.toUpperCase() : null;
}

export function validVisitorId(raw: string | null | undefined): string | null {
  return raw && VISITOR.test(raw) ? raw : null;
}

/** A missing User-Agent is not a browser either. */
export function isBot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || BOT.test(agent);
}

export type Attribution = {
  affiliateId: string | null;
  referralCode: string | null;
  /** The affiliate found but refused as a self-referral, and why. */
  selfReferral: { affiliateId: string; reason: SelfReferralReason } | null;
};

/** Remembers that the signed-in `userId` used this browser (an invalid visitor id is ignored). */
export async function sawVisitor(db: Queryable, userId: string, visitorId: string | null | undefined, at: Date) {
  const visitor = validVisitorId(visitorId);
  if (!visitor) return;
  await db.insert(visitorAccounts).values({ visitorId: visitor, userId, firstSeenAt: at }).onConflictDoNothing();
}

// Account numbers compared by their digits only: "0123-456-789" and "0123456789" are the same account.
const digits = (column: AnyColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * Whether crediting `affiliateId` would pay the buyer themself: the affiliate used the buyer's browser (the
 * buyer's sign-up referrer when the buyer signed up with that affiliate's code), or both accounts are paid to
 * the same bank account. Null when it is a real referral.
 */
export async function selfReferral(
  db: Queryable,
  input: { affiliateId: string; buyerId: string; visitorId: string | null },
): Promise<SelfReferralReason | null> {
  if (input.visitorId) {
    const [shared] = await db
      .select({ userId: visitorAccounts.userId })
      .from(visitorAccounts)
      .where(and(eq(visitorAccounts.visitorId, input.visitorId), eq(visitorAccounts.userId, input.affiliateId)))
      .limit(1);
    if (shared) {
      const affiliate = alias(users, 'affiliate');
      const [referred] = await db
        .select({ uid: users.uid })
        .from(users)
        .innerJoin(affiliate, eq(affiliate.uid, input.affiliateId))
        .where(and(eq(users.uid, input.buyerId), sql`upper(${users.referredBy}) = ${affiliate.affiliateCode}`))
        .limit(1);
      return referred ? 'sign-up-referrer' : 'shared-visitor';
    }
  }
  const theirs = alias(payoutAccounts, 'affiliate_account');
  const [sameBank] = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .innerJoin(
      theirs,
      and(
        eq(theirs.userId, input.affiliateId),
        eq(theirs.bankName, payoutAccounts.bankName),
        sql`${digits(theirs.accountNumber)} = ${digits(payoutAccounts.accountNumber)}`,
      ),
    )
    .where(eq(payoutAccounts.userId, input.buyerId))
    .limit(1);
  return sameBank ? 'shared-bank-account' : null;
}

/**
 * The affiliate an order made at `at` is credited to, never the buyer nor the product's creator:
 * 1. the last click in the 30 days before `at` by this browser (`visitorId`) or this signed-in buyer
 *    (last click wins; a click on a link that may not earn — the buyer's or the creator's own — is
 *    skipped, so the click before it counts);
 * 2. else the code the buyer signed up with, while their account is less than 30 days old;
 * 3. else none.
 * An affiliate who is the buyer under another account (`selfReferral`) is not credited: the order carries the
 * reason and that affiliate for the admins instead.
 * The code the browser sends is never enough on its own (anyone could type one in): it is only kept on the
 * order, for reference, when it is the code of the affiliate credited.
 */
export async function attributeOrder(
  db: Queryable,
  input: {
    buyerId: string;
    /** The product's creator; null for the platform's own course. */
    creatorId: string | null;
    visitorId?: string | null;
    referralCode?: string | null;
    at: Date;
  },
): Promise<Attribution> {
  const excluded = [input.buyerId, ...(input.creatorId ? [input.creatorId] : [])];
  const since = new Date(input.at.getTime() - ATTRIBUTION_WINDOW_MS);
  const visitorId = validVisitorId(input.visitorId);
  const byBuyer = eq(affiliateClicks.userId, input.buyerId);
  const [click] = await db
    .select({ affiliateId: affiliateClicks.affiliateId, code: users.affiliateCode })
    .from(affiliateClicks)
    .innerJoin(users, eq(users.uid, affiliateClicks.affiliateId))
    .where(
      and(
        visitorId ? or(eq(affiliateClicks.visitorId, visitorId), byBuyer) : byBuyer,
        gte(affiliateClicks.createdAt, since),
        lte(affiliateClicks.createdAt, input.at),
        notInArray(affiliateClicks.affiliateId, excluded),
      ),
    )
    .orderBy(desc(affiliateClicks.createdAt), desc(affiliateClicks.id))
    .limit(1);
  const found = click ?? (await signUpAffiliate(db, input.buyerId, excluded, since));
  if (!found) return { affiliateId: null, referralCode: null, selfReferral: null };
  const given = normalizeCode(input.referralCode);
  const reason = await selfReferral(db, { affiliateId: found.affiliateId, buyerId: input.buyerId, visitorId });
  if (reason)
    return { affiliateId: null, referralCode: null, selfReferral: { affiliateId: found.affiliateId, reason } };
  return { affiliateId: found.affiliateId, referralCode: given === found.code ? given : null, selfReferral: null };
}

/** The affiliate whose code the buyer signed up with, if the account is younger than the window. */
async function signUpAffiliate(
  db: Queryable,
  buyerId: string,
  excluded: string[],
  since: Date,
): Promise<{ affiliateId: string; code: string } | null> {
  const [buyer] = await db
    .select({ referredBy: users.referredBy, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.uid, buyerId));
  const code = normalizeCode(buyer?.referredBy);
  if (!buyer || !code || buyer.createdAt.getTime() < since.getTime()) return null;
  const [affiliate] = await db
    .select({ affiliateId: users.uid, code: users.affiliateCode })
    .from(users)
    .where(and(eq(users.affiliateCode, code), notInArray(users.uid, excluded)));
  return affiliate ?? null;
}
