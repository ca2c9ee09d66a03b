// The Vietnam day of a timestamp column, computed in the database, as @app/shared/time/vietnam counts days.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { VIETNAM_OFFSET_MS } from '@app/shared/time/vietnam';

const OFFSET = sql.raw(`interval '${VIETNAM_OFFSET_MS / 1000} seconds'`);

/**
 * 'YYYY-MM-DD' of the Vietnam day (UTC+7) `column` falls in. No bound parameter inside: the same text must
 * appear in SELECT and GROUP BY.
 */
export const dayOf = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${OFFSET}, 'YYYY-MM-DD')`;
