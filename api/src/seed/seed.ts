// Idempotent seed: every insert is ON CONFLICT DO NOTHING on a fixed key, so running it twice changes nothing.
import type { Auth } from 'firebase-admin/auth';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  certificates,
  courseProgress,
  courses,
  lessons,
  orders,
  products,
  quizVersions,
  subcategories,
  users,
} from '../db/schema';
import { fold } from '@app/shared/text/fold';
import { shortId } from '../lib/ids';
import { SEED_ACCOUNTS, SEED_BUYER_STATE, SEED_CATEGORIES, SEED_COURSE, SEED_PRODUCTS, lessonMarkdown } from './data';
import { samplePath, SEED_STOREFRONT, seedDescription } from './storefront';
import { seedPurchases } from './paid-orders';
import { seedReviews } from './reviews';

/** A fixed reference date keeps the seed deterministic (createdAt of products). */
const REFERENCE = Date.parse('2026-01-15T08:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

export async function seedDatabase(db: Db): Promise<{ products: number }> {
  await db
    .insert(users)
    .values(
      SEED_ACCOUNTS.map((account) => ({
        uid: account.uid,
        email: account.email,
        displayName: account.displayName,
        roles: account.roles,
        bio: account.bio ?? null,
        affiliateCode: account.affiliateCode,
        createdAt: new Date(REFERENCE - 60 * DAY),
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((category, position) => ({ id: category.id, name: category.name, position })))
    .onConflictDoNothing();
  await db
    .insert(subcategories)
    .values(
      SEED_CATEGORIES.flatMap((category) =>
        category.subcategories.map((sub, position) => ({
          id: sub.id,
          categoryId: category.id,
          name: sub.name,
          position,
        })),
      ),
    )
    .onConflictDoNothing();

  const insertedProducts = await db
    .insert(products)
    .values(
      SEED_PRODUCTS.map((product) => {
        const createdAt = new Date(REFERENCE - product.ageDays * DAY);
        const storefront = SEED_STOREFRONT[product.id];
        const description = seedDescription(product.description, storefront);
        return {
          id: product.id,
          creatorId: product.creatorId,
          title: product.title,
          description,
          searchText: fold(`${product.title} ${description}`),
          price: product.price,
          categoryId: product.categoryId,
          subcategoryId: product.subcategoryId,
          demoType: storefront.demoType,
          demoUrl: storefront.demoType === 'embed' ? samplePath(product.id) : null,
          whatYouGet: storefront.whatYouGet,
          commissionRate: storefront.commissionRate ?? 0,
          appUrl: `https://apps.example.com/${product.id}`,
          thumbnailUrl: null,
          status: 'published' as const,
          // Counted from the seeded paid orders once they exist (countSeededSales): a count no order backs
          // would contradict the creator's dashboard, which reads the ledger.
          salesCount: 0,
          createdAt,
          updatedAt: createdAt,
          publishedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: products.id });

  await db
    .insert(courses)
    .values({
      id: SEED_COURSE.id,
      title: SEED_COURSE.title,
      description: SEED_COURSE.description,
      price: SEED_COURSE.price,
      outcomes: SEED_COURSE.outcomes,
      instructorName: SEED_COURSE.instructor.name,
      instructorTitle: SEED_COURSE.instructor.title,
      instructorBio: SEED_COURSE.instructor.bio,
    })
    .onConflictDoNothing();
  await db
    .insert(lessons)
    .values(
      SEED_COURSE.lessons.map((lesson, index) => ({
        id: lesson.id,
        courseId: SEED_COURSE.id,
        position: index + 1,
        module: lesson.module,
        title: lesson.title,
        content: lessonMarkdown(lesson),
        durationMinutes: lesson.minutes,
      })),
    )
    .onConflictDoNothing();
  // Version 1 of the quiz. Question and option ids are random (an id never tells an option's position);
  // a second run conflicts on (course, version) and changes nothing.
  await db
    .insert(quizVersions)
    .values({
      courseId: SEED_COURSE.id,
      version: 1,
      title: SEED_COURSE.quiz.title,
      passScore: SEED_COURSE.quiz.passScore,
      questions: SEED_COURSE.quiz.questions.map((question) => {
        const options = question.options.map((text) => ({ id: `o${shortId(10)}`, text }));
        return {
          id: `q${shortId(10)}`,
          text: question.q,
          multiple: question.multiple ?? false,
          options,
          correct: question.correct.map((index) => options[index].id),
          explanation: question.explanation,
        };
      }),
      createdAt: new Date(REFERENCE - 30 * DAY),
    })
    .onConflictDoNothing();

  await seedBuyerState(db);
  await seedReviews(db, REFERENCE);
  await countSeededSales(
    db,
    insertedProducts.map((product) => product.id),
  );
  return { products: SEED_PRODUCTS.length };
}

/**
 * The sales counter of the products this seed just made: their paid orders (the seed buyer's and the
 * reviewers'), as the ledger shows them. Products seeded before keep the counter their real sales moved since.
 */
async function countSeededSales(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({
      salesCount: sql`(select count(*)::int from ${orders} where ${orders.productId} = ${products.id} and ${orders.status} = 'paid')`,
    })
    .where(inArray(products.id, productIds));
}

async function seedBuyerState(db: Db): Promise<void> {
  const state = SEED_BUYER_STATE;
  const product = SEED_PRODUCTS.find((item) => item.id === state.productId);
  const buyer = SEED_ACCOUNTS.find((account) => account.uid === state.buyerUid);
  if (!product || !buyer) throw new Error('seed data is inconsistent');
  const paidAt = new Date(REFERENCE - 10 * DAY);
  await seedPurchases(db, [
    {
      orderId: state.productOrderId,
      buyerId: buyer.uid,
      item: { productId: product.id },
      title: product.title,
      price: product.price,
      paidAt,
    },
    {
      orderId: state.courseOrderId,
      buyerId: buyer.uid,
      item: { courseId: SEED_COURSE.id },
      title: SEED_COURSE.title,
      price: SEED_COURSE.price,
      paidAt,
    },
  ]);
  await db
    .insert(courseProgress)
    .values({
      userId: buyer.uid,
      courseId: SEED_COURSE.id,
      completedLessons: SEED_COURSE.lessons.map((lesson) => lesson.id),
    })
    .onConflictDoNothing();
  await db
    .insert(certificates)
    .values({
      id: state.certificate.id,
      userId: buyer.uid,
      courseId: SEED_COURSE.id,
      userName: buyer.displayName,
      courseName: SEED_COURSE.title,
      score: state.certificate.score,
      issuedAt: new Date(REFERENCE - 2 * DAY),
    })
    .onConflictDoNothing();
}

/**
 * Makes sure the seed accounts exist in Firebase Auth with their fixed uids (the emulator forgets users
 * on restart). Independent of the database seed; existing accounts are left as they are.
 */
export async function seedAuthAccounts(auth: Auth, log: (message: string) => void): Promise<void> {
  for (const account of SEED_ACCOUNTS) {
    try {
      await auth.getUser(account.uid);
      continue;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    }
    try {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      });
      if (account.roles.length) await auth.setCustomUserClaims(account.uid, { roles: account.roles });
      log(`created account ${account.email} (${account.uid})`);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/email-already-exists') {
        log(`warning: ${account.email} exists with another uid; seed account ${account.uid} not created`);
        continue;
      }
      throw error;
    }
  }
}
