// Affiliate attribution, the rules of api/README.md "Affiliates: attribution rules": which codes
// and visitor ids are valid, which visitors are bots, and which affiliate an order is credited to.
import { and, desc, eq, gte, lte, notInArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { affiliateClicks, users } from '../../db/schema';
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

export type Attribution = { affiliateId: string | null; referralCode: string | null };

/**
 * The affiliate an order made at `at` is credited to, never the buyer nor the product's creator:
 * 1. the last click in the 30 days before `at` by this browser (`visitorId`) or this signed-in buyer
 *    (last click wins; a click on a link that may not earn — the buyer's or the creator's own — is
 *    skipped, so the click before it counts);
 * 2. else the code the buyer signed up with, while their account is less than 30 days old;
 * 3. else none.
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
  if (!found) return { affiliateId: null, referralCode: null };
  const given = normalizeCode(input.referralCode);
  return { affiliateId: found.affiliateId, referralCode: given === found.code ? given : null };
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
