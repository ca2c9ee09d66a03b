// Wires configuration, database, identity and the HTTP server together (used by main.ts, tests, bench).
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { TusUploads } from './features/uploads/tus';
import { createIdentity, type Identity } from './http/auth';
import { buildServer } from './http/server';
import { isEmpty, seedDatabase } from './seed/seed';

export interface App {
  server: FastifyInstance;
  /** The resumable uploads (tus): e.g. sweeping expired ones. */
  uploads: TusUploads;
  database: Database;
  identity: Identity;
  close: () => Promise<void>;
}

export async function createApp(config: Config, log: (message: string) => void = () => undefined): Promise<App> {
  log(
    config.databaseUrl
      ? 'opening PostgreSQL (DATABASE_URL) and applying migrations…'
      : `opening PGlite in ${config.dataDir} and applying migrations…`,
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedOnStart && (await isEmpty(database.db))) {
    const { products } = await seedDatabase(database.db);
    log(`empty database seeded (${products} products, the academy course, local accounts)`);
  }
  const identity = createIdentity(config.projectId);
  const { server, uploads } = await buildServer({ config, database, identity });
  return {
    server,
    uploads,
    database,
    identity,
    close: async () => {
      await server.close();
      await identity.close();
      await database.close();
    },
  };
}
