// One database handle for the process: PGlite (embedded PostgreSQL in a data folder) by default,
// a PostgreSQL server through postgres.js when DATABASE_URL is set. Same schema, same migrations.
import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { Sql as PostgresClient } from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle that can run queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  /**
   * On PostgreSQL, the same database through a small pool of named prepared statements, each parsed once
   * per connection and always run on its generic plan (no planning per call). Only for hot reads of a fixed
   * shape whose best plan does not depend on the values (the catalogue's index walks, catalog/search.ts
   * walksIndex); everything else goes through `db`, planned for its values each time. On PGlite, a wrapper
   * that PREPAREs each text once and EXECUTEs it on its generic plan (preparingPglite).
   */
  prepared: Db;
  /**
   * The rows of one read, `size` at a time, in its order (e.g. a month's statement written out as a file): on
   * PostgreSQL from a cursor, so a read of tens of thousands of rows is one query and never all in memory at
   * once; on PGlite (in this process, for local use) all at once.
   */
  batches: <Row>(query: SQL, size: number) => AsyncIterable<Row[]>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** The advisory lock every instance takes to migrate (and set up) a PostgreSQL database: one at a time. */
export const MIGRATION_LOCK = 72_416_001;

/**
 * Opens the database and applies the migrations. `setUp` runs after them, still alone: on PostgreSQL, several
 * instances starting at once on the same database take an advisory lock in turn, so one migrates (and seeds an
 * empty database) while the others wait, then find nothing left to do.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  setUp?: (db: Db) => Promise<void>;
}): Promise<Database> {
  const setUp = options.setUp ?? (async () => undefined);
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // JIT off: the money reads aggregate enough rows for the planner to compile them, which took seconds per
    // call at a million orders and never paid back on statements that run in milliseconds.
    // drizzle sends every statement through `unsafe`, which postgres.js leaves unnamed: with values, that is a
    // Parse and Describe, a wait for the answer, then the Bind and Execute, on every call (two round trips,
    // parsed each time). Named (namingStatements), a statement is parsed once per connection and each call
    // after is one round trip. force_custom_plan keeps what unnamed statements had: each call planned for its
    // own values (a period's range, a page's cursor), never PostgreSQL's switch to a generic plan after five.
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => undefined,
      connection: { jit: 'off', plan_cache_mode: 'force_custom_plan' },
    });
    const db = drizzle(namingStatements(client), { schema }) as unknown as Db;
    // The prepared handle is a small pool of its own whose statements are named too and always run on their
    // generic plan: planned once per connection, never again for each call's values.
    const preparedClient = postgres(options.databaseUrl, {
      max: 4,
      onnotice: () => undefined,
      connection: { plan_cache_mode: 'force_generic_plan', jit: 'off' },
    });
    const prepared = drizzle(namingStatements(preparedClient), { schema }) as unknown as Db;
    // Migrations on a dedicated single connection (the session that holds the lock), quietly (no NOTICE spam).
    const migrationClient = postgres(options.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await migrationClient`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migrate(drizzle(migrationClient), { migrationsFolder: MIGRATIONS_FOLDER });
      await setUp(db);
    } catch (error) {
      await Promise.all([client.end({ timeout: 5 }), preparedClient.end({ timeout: 5 })]);
      throw error;
    } finally {
      // Ending the session releases the lock.
      await migrationClient.end();
    }
    const dialect = new PgDialect();
    return {
      db,
      prepared,
      batches: async function* <Row>(query: SQL, size: number) {
        const { sql: text, params } = dialect.sqlToQuery(query);
        for await (const rows of client.unsafe(text, params as never[]).cursor(size)) yield rows as unknown as Row[];
      },
      kind: 'postgres',
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), preparedClient.end({ timeout: 5 })]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // One process owns a PGlite folder: nothing to wait for.
  await setUp(db as unknown as Db);
  const prepared = drizzle(preparingPglite(client), { schema });
  return {
    db: db as unknown as Db,
    prepared: prepared as unknown as Db,
    batches: async function* <Row>(query: SQL) {
      yield rowsOf<Row>(await db.execute(query));
    },
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * postgres.js with every statement drizzle sends named: `unsafe` prepares unless told otherwise, in the pool
 * and in each transaction and savepoint it opens (their handles are new objects, so they are wrapped too).
 * A statement without values still goes as a simple query (postgres.js's choice), as it did. The texts are
 * the code's own, with bound values, so each connection keeps a bounded set of them; postgres.js retries a
 * named statement a migration invalidated, and replaces each connection within the hour (max_lifetime).
 */
export function namingStatements<Client extends PostgresClient>(client: Client): Client {
  const wrapScope =
    (begin: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const fn = args.pop() as (scoped: PostgresClient) => unknown;
      return begin(...args, (scoped: PostgresClient) => fn(namingStatements(scoped)));
    };
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'unsafe') {
        return (query: string, args?: unknown[], opts?: Record<string, unknown>) =>
          target.unsafe(query, args as never, { prepare: true, ...opts } as never);
      }
      if (key === 'begin' || key === 'savepoint') {
        return wrapScope((value as (...args: unknown[]) => unknown).bind(target));
      }
      return value;
    },
  });
}

/**
 * A value written into an EXECUTE: a finite number as it is, a string as an escape string (backslashes and
 * quotes doubled, so its content is never read as SQL). Anything else (null, dates, objects) is not inlined.
 */
export function sqlLiteral(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string' || value.includes('\0')) return null;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * PGlite as a prepared handle: each statement text is PREPAREd once (PGlite is one connection) and run by
 * EXECUTE after that, its values written in as literals (sqlLiteral), because an EXECUTE sent with bound
 * parameters is refused (a utility statement takes none), with plan_cache_mode=force_generic_plan for that
 * EXECUTE only, as the PostgreSQL pool runs (planned once, not for each call's values). A text that cannot be
 * prepared, or values that cannot be inlined, run as an ordinary query.
 */
function preparingPglite(client: PGliteClient): PGliteClient {
  const names = new Map<string, Promise<string | null>>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      const statement = `app_prepared_${names.size + 1}`;
      name = client.query(`prepare ${statement} as ${text}`).then(
        () => statement,
        () => null,
      );
      names.set(text, name);
    }
    return name;
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return async (text: string, params: unknown[] = [], opts?: Parameters<PGliteClient['query']>[2]) => {
        const values = params.map(sqlLiteral);
        const name = values.every((value) => value !== null) ? await nameOf(text) : null;
        if (!name) return target.query(text, params, opts);
        const execute = values.length ? `execute ${name}(${values.join(', ')})` : `execute ${name}`;
        // Always its generic plan, as on PostgreSQL's prepared pool: with PostgreSQL's usual choice, a walk
        // whose OFFSET is a value is planned again on every call (~1 ms). One simple query, so nothing else
        // runs between the SET and its RESET (a failure rolls the SET back with its implicit transaction).
        const results = await target.exec(
          `set plan_cache_mode = force_generic_plan; ${execute}; reset plan_cache_mode`,
          opts,
        );
        return results[1];
      };
    },
  });
}

/** The rows of `db.execute`: postgres.js answers an array, PGlite an object with `rows`. */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (((result as { rows?: Row[] }).rows ?? []) as Row[]);
}

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  // drizzle wraps driver errors in `cause`.
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      const name = candidate.constraint ?? candidate.constraint_name;
      return constraint === undefined || name === constraint;
    }
    current = candidate.cause;
  }
  return false;
}
