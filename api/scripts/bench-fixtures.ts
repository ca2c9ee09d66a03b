// `DATA_DIR=<folder> tsx scripts/bench-fixtures.ts`: prepares a database for `npm run bench:web` — migrated,
// seeded, and holding one real certificate (issued by the academy's own issuing code to a seeded creator), so
// the public certificate page is measured with real data. Prints {"certificateId": "..."} and exits; the
// bench then starts the API on the same folder (PGlite: one process at a time).
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { openDatabase } from '../src/db/client';
import { issueCertificate } from '../src/features/academy/certificates';
import { findUser } from '../src/domain/users';
import { isEmpty, seedDatabase } from '../src/seed/seed';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const database = await openDatabase({ dataDir });
  try {
    if (await isEmpty(database.db)) await seedDatabase(database.db);
    const student = await findUser(database.db, 'seed-creator-2');
    if (!student) throw new Error('the seeded creator is missing');
    // Issued as a pass issues it: with the student's notice, in one transaction.
    const certificateId = await database.db.transaction((tx) =>
      issueCertificate(tx, student, ACADEMY_COURSE_ID, 93.33, new Date()),
    );
    process.stdout.write(`${JSON.stringify({ certificateId })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('[bench-fixtures]', error instanceof Error ? error.message : error);
  process.exit(1);
});
