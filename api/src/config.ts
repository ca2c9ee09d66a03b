// Every setting of the API comes from the environment (documented in api/README.md).
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** PGlite data folder, used when databaseUrl is not set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  projectId: string;
  authEmulatorHost: string | undefined;
  corsOrigins: string[];
  bankWebhookApiKey: string | undefined;
  /** How long a pending order stays payable (ORDER_TTL_MINUTES); later it is expired. */
  orderTtlMs: number;
  /** The account buyers transfer to (checkout page, VietQR). */
  payee: { bankName: string; bankBin: string; accountNumber: string; accountHolder: string };
  bodyLimitBytes: number;
  rateLimit: { windowMs: number; perIp: number; perUser: number };
  /** How long public catalogue answers are served from memory (0 disables). */
  catalogCacheTtlMs: number;
  /** Seed an empty database on start. */
  seedOnStart: boolean;
  logLevel: string;
}

/** Local-only webhook key (never used in production). */
export const DEV_WEBHOOK_KEY = 'dev-bank-webhook-key';

const API_ROOT = path.resolve(__dirname, '..');

function defaultOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 3000; port <= 3005; port += 1) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    port: int(env.PORT, 5001, 'PORT'),
    // Loopback only in development; all interfaces in production (a container behind a load balancer).
    host: env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: env.NODE_ENV || 'development',
    dataDir: !env.DATA_DIR
      ? path.join(API_ROOT, '.data')
      : env.DATA_DIR.startsWith('memory://')
        ? env.DATA_DIR
        : path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-marketplace',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultOrigins(),
    // A fixed local key outside production so `npm run simulate:transfer` works out of the box; production
    // without the variable refuses every webhook call (401).
    bankWebhookApiKey:
      env.BANK_WEBHOOK_API_KEY || ((env.NODE_ENV || 'development') !== 'production' ? DEV_WEBHOOK_KEY : undefined),
    orderTtlMs: int(env.ORDER_TTL_MINUTES, 24 * 60, 'ORDER_TTL_MINUTES') * 60_000,
    // Demo defaults for local use; production sets the real receiving account.
    payee: {
      bankName: env.PAYEE_BANK_NAME || 'Vietcombank',
      bankBin: env.PAYEE_BANK_BIN || '970436',
      accountNumber: env.PAYEE_ACCOUNT_NUMBER || '1234567890',
      accountHolder: env.PAYEE_ACCOUNT_HOLDER || 'CONG TY TNHH AI MARKET',
    },
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000, 'RATE_LIMIT_WINDOW_MS'),
      perIp: int(env.RATE_LIMIT_PER_IP, 1_200, 'RATE_LIMIT_PER_IP'),
      perUser: int(env.RATE_LIMIT_PER_USER, 600, 'RATE_LIMIT_PER_USER'),
    },
    catalogCacheTtlMs: int(env.CATALOG_CACHE_TTL_MS, 2_000, 'CATALOG_CACHE_TTL_MS'),
    seedOnStart: env.SEED_ON_START !== 'false',
    logLevel: env.LOG_LEVEL || 'warn',
    ...overrides,
  };
  assertSafe(config);
  return config;
}

/** The emulator makes firebase-admin accept unsigned tokens: never in production. */
export function assertSafe(config: Config): void {
  if (config.nodeEnv === 'production' && config.authEmulatorHost) {
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production (firebase-admin would accept unsigned tokens).',
    );
  }
}
