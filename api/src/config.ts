// Every setting of the API comes from the environment (documented in api/README.md).
import path from 'node:path';
import type { FeeSettings } from '@app/shared/contracts/ledger';
import { PRODUCT_REFUND_WINDOW_DAYS } from '@app/shared/contracts/limits';

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /**
   * Local mode (API_LOCAL_MODE=true, set by `npm start`, the e2e stack and the tests; never inferred from
   * NODE_ENV): the Auth emulator is the identity provider and the published development webhook key works.
   * Anywhere else both are refused at start (fail closed).
   */
  localMode: boolean;
  /** PGlite data folder, used when databaseUrl is not set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  projectId: string;
  authEmulatorHost: string | undefined;
  corsOrigins: string[];
  bankWebhookApiKey: string | undefined;
  /** Signed mode of the bank webhook (HMAC-SHA256 of the raw body with a timestamp); replaces the Apikey. */
  bankWebhookHmacSecret: string | undefined;
  /** How long a pending order stays payable (ORDER_TTL_MINUTES); later it is expired. */
  orderTtlMs: number;
  /** The account buyers transfer to (checkout page, VietQR). */
  payee: { bankName: string; bankBin: string; accountNumber: string; accountHolder: string };
  bodyLimitBytes: number;
  rateLimit: { windowMs: number; perIp: number; perUser: number };
  /**
   * TRUST_PROXY: how many proxies stand in front of the API (a number), or their addresses (a comma list of
   * IPs or CIDRs) — the client address is read from X-Forwarded-For past those only. Never "trust all".
   */
  trustProxy: number | string[] | false;
  /** The bank webhook's own rate limit, and the provider's source addresses when known. */
  webhook: { perWindow: number; allowedIps: string[] };
  /** How long public catalogue answers are served from memory (0 disables). */
  catalogCacheTtlMs: number;
  /**
   * REDIS_URL (redis:// or rediss://): several API processes behind one address share their rate-limit
   * counters and drop each other's catalogue cache through it (lib/shared-state.ts). Unset: both stay in
   * this process, as with one instance.
   */
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX: put before every key and channel, so deployments (or test runs) sharing one Redis never mix. */
  redisKeyPrefix: string;
  /** Public origin of the API (PUBLIC_API_URL): the base of the URLs it hands out (avatars). */
  publicApiUrl: string;
  /**
   * The app-hosting platform's OAuth code exchange (/vercel-callback, features/hosting). Without a client
   * id, secret and token key the call answers 'unimplemented' (not configured).
   */
  hosting: {
    tokenUrl: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    redirectUri: string | undefined;
    /** 32-byte AES-256-GCM key for the access tokens at rest (HOSTING_TOKEN_KEY, base64). */
    tokenKey: Buffer | undefined;
    /** How long the token endpoint may take. */
    timeoutMs: number;
  };
  /** The money rules: the ledger, /pricing and the payout form all read these (loadFeeSettings). */
  fees: FeeSettings;
  /**
   * How often each instance looks whether yesterday's reconciliation check is written, and writes it if not
   * (RECONCILIATION_CHECK_EVERY_MINUTES, 60 by default; 0 never: the tests run it themselves).
   */
  reconciliationCheckEveryMs: number;
  /**
   * How often each instance runs the notification sweep: overdue orders expired (their buyers told) and the
   * earnings whose hold ended on a past Vietnam day announced to their payees, each once across every instance
   * (NOTIFICATION_SWEEP_EVERY_MINUTES, 5 by default; 0 never: the tests run it themselves).
   */
  notificationSweepEveryMs: number;
  /**
   * Transactional e-mail (features/notifications). SMTP_URL (smtp:// or smtps://, with credentials if any):
   * MailDev on 127.0.0.1:1025 in local mode by default; elsewhere the API refuses to start without it unless
   * EMAIL_DISABLED=true says so on purpose (the inbox still fills; the messages wait in the outbox).
   */
  mail: {
    smtpUrl: string | undefined;
    /** MAIL_FROM: the sender, e.g. `AI Market <no-reply@example.vn>`; its domain ends every Message-ID. */
    from: string;
    disabled: boolean;
    /** How often the outbox is looked at (MAIL_POLL_MS; 0: never, the tests deliver themselves). */
    pollMs: number;
    /** Public origin of the web product (PUBLIC_WEB_URL): the links in the e-mails, the certificates' QR codes. */
    webUrl: string;
    /** UNSUBSCRIBE_SECRET: signs the one-click unsubscribe links (a fixed one in local mode only). */
    unsubscribeSecret: string | undefined;
  };
  /** Seed an empty database on start. */
  seedOnStart: boolean;
  /** With seedOnStart: draw the seeded products' covers and accounts' avatars that are missing (seed/media.ts). */
  seedMedia: boolean;
  /**
   * S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (all or none) and S3_PUBLIC_URL:
   * every upload is kept in that S3-compatible bucket, so all instances see the same files. Unset: the
   * local folder UPLOADS_DIR (one instance, or a shared volume).
   */
  s3: S3Settings | undefined;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the instance keeps serving while answering 503 on /readyz, so
   * the balancer's health check takes it out before it stops listening. SHUTDOWN_TIMEOUT_MS: how long it
   * then waits for the requests in flight before cutting them.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /**
   * MEDIA_URL_SECRET: signs the addresses of lesson videos, which play only at a signed address (a fixed one
   * in local mode only).
   */
  mediaUrlSecret: string;
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <it>`; unset, /metrics is not served. */
  metricsToken: string | undefined;
  logLevel: string;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are public (a CDN in front): files are then redirected there, not streamed. */
  publicUrl: string | undefined;
}

/** Local-only webhook key: published in the README, so accepted in local mode only. */
export const DEV_WEBHOOK_KEY = 'dev-bank-webhook-key';
/** Local-only signing key of the unsubscribe links: published, so accepted in local mode only. */
export const DEV_UNSUBSCRIBE_SECRET = 'dev-unsubscribe-secret';
/** Local-only signing key of the lesson videos' addresses: published, so accepted in local mode only. */
export const DEV_MEDIA_URL_SECRET = 'dev-media-url-secret';
/** MailDev's SMTP port, which `npm start` runs (tools/orchestrate/start.mjs). */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';

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

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** HOSTING_TOKEN_KEY: base64 of exactly 32 bytes (a wrong key fails the start, not the first connection). */
function hostingTokenKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error('HOSTING_TOKEN_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32).');
  }
  return key;
}

function redisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('REDIS_URL must be a URL such as redis://127.0.0.1:6379 (rediss:// for TLS).');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got "${url.protocol}//".`);
  }
  return value;
}

const S3_NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function httpUrl(value: string, name: string, example: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL such as ${example}, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must start with http:// or https://, got "${url.protocol}//".`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The object store, from all five S3_* settings or none: a half-configured store would put some files in the
 * bucket and others on one instance's disk, so a partial set fails the start and names what is missing.
 */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const given = S3_NAMES.filter((name) => env[name]);
  if (given.length === 0) {
    if (env.S3_PUBLIC_URL)
      throw new Error('S3_PUBLIC_URL is set without the object store: set S3_ENDPOINT and the rest.');
    return undefined;
  }
  const missing = S3_NAMES.filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(
      `The object store needs all of ${S3_NAMES.join(', ')} (or none, to keep uploads in UPLOADS_DIR): missing ${missing.join(', ')}.`,
    );
  }
  const bucket = env.S3_BUCKET as string;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, '.' or '-'), got "${bucket}".`,
    );
  }
  return {
    endpoint: httpUrl(env.S3_ENDPOINT as string, 'S3_ENDPOINT', 'https://s3.eu-central-1.amazonaws.com'),
    bucket,
    region: env.S3_REGION as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    publicUrl: env.S3_PUBLIC_URL ? httpUrl(env.S3_PUBLIC_URL, 'S3_PUBLIC_URL', 'https://cdn.example.vn') : undefined,
  };
}

function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16 || /\s/.test(value)) throw new Error('METRICS_TOKEN must be at least 16 characters, no spaces');
  return value;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@smtp.example.vn:587 (smtps:// for TLS).');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  return value;
}

function mailFrom(value: string | undefined): string {
  if (!value) return 'AI Market <no-reply@aimarket.local>';
  // A line break would end the From header and start another of the setting's choosing.
  if (/[\r\n]/.test(value)) throw new Error('MAIL_FROM must be one line, such as "AI Market <no-reply@example.vn>".');
  return value;
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For: set the number of proxies in front of the API (e.g. 1) or their addresses.',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  return list(value);
}

/**
 * Where the database is (DATABASE_URL, else the PGlite folder DATA_DIR), for the tools that only open it
 * (seed:scale) and need none of the server's secrets.
 */
export function databaseLocation(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'dataDir' | 'databaseUrl'> {
  return {
    dataDir: !env.DATA_DIR
      ? path.join(API_ROOT, '.data')
      : env.DATA_DIR.startsWith('memory://')
        ? env.DATA_DIR
        : path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const localMode = env.API_LOCAL_MODE === 'true';
  const config: Config = {
    localMode,
    port: int(env.PORT, 5001, 'PORT'),
    // Loopback only in development; all interfaces in production (a container behind a load balancer).
    host: env.HOST || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: env.NODE_ENV || 'development',
    ...databaseLocation(env),
    projectId: env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || 'demo-marketplace',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || (localMode ? '127.0.0.1:9099' : undefined),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultOrigins(),
    // A fixed key in local mode so `npm run simulate:transfer` works out of the box; elsewhere the API does
    // not start without a key of its own (assertSafe).
    bankWebhookApiKey: env.BANK_WEBHOOK_API_KEY || (localMode ? DEV_WEBHOOK_KEY : undefined),
    bankWebhookHmacSecret: env.BANK_WEBHOOK_HMAC_SECRET || undefined,
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
    redisUrl: redisUrl(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'aimarket:',
    trustProxy: trustProxy(env.TRUST_PROXY),
    webhook: {
      perWindow: int(env.BANK_WEBHOOK_RATE_LIMIT, 600, 'BANK_WEBHOOK_RATE_LIMIT'),
      allowedIps: list(env.BANK_WEBHOOK_ALLOWED_IPS),
    },
    // Never from a request's Host header (anyone can send any Host).
    publicApiUrl: (env.PUBLIC_API_URL || `http://127.0.0.1:${int(env.PORT, 5001, 'PORT')}`).replace(/\/+$/, ''),
    hosting: {
      tokenUrl: env.HOSTING_TOKEN_URL || 'https://api.vercel.com/v2/oauth/access_token',
      clientId: env.HOSTING_CLIENT_ID || undefined,
      clientSecret: env.HOSTING_CLIENT_SECRET || undefined,
      redirectUri: env.HOSTING_REDIRECT_URI || undefined,
      tokenKey: hostingTokenKey(env.HOSTING_TOKEN_KEY),
      timeoutMs: int(env.HOSTING_TIMEOUT_MS, 10_000, 'HOSTING_TIMEOUT_MS'),
    },
    fees: loadFeeSettings(env),
    reconciliationCheckEveryMs:
      int(env.RECONCILIATION_CHECK_EVERY_MINUTES, 60, 'RECONCILIATION_CHECK_EVERY_MINUTES') * 60_000,
    notificationSweepEveryMs: int(env.NOTIFICATION_SWEEP_EVERY_MINUTES, 5, 'NOTIFICATION_SWEEP_EVERY_MINUTES') * 60_000,
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL) ?? (localMode ? LOCAL_SMTP_URL : undefined),
      from: mailFrom(env.MAIL_FROM),
      disabled: env.EMAIL_DISABLED === 'true',
      pollMs: int(env.MAIL_POLL_MS, 1_000, 'MAIL_POLL_MS'),
      webUrl: (env.PUBLIC_WEB_URL || 'http://localhost:3000').replace(/\/+$/, ''),
      unsubscribeSecret: env.UNSUBSCRIBE_SECRET || (localMode ? DEV_UNSUBSCRIBE_SECRET : undefined),
    },
    seedOnStart: env.SEED_ON_START !== 'false',
    seedMedia: env.SEED_MEDIA !== 'false',
    mediaUrlSecret: env.MEDIA_URL_SECRET || (localMode ? DEV_MEDIA_URL_SECRET : ''),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    s3: s3Settings(env),
    shutdown: {
      drainMs: int(env.SHUTDOWN_DRAIN_MS, localMode ? 0 : 5_000, 'SHUTDOWN_DRAIN_MS'),
      timeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    },
    logLevel: env.LOG_LEVEL || 'warn',
    ...overrides,
  };
  assertSafe(config);
  return config;
}

/**
 * The money rules from PLATFORM_FEE_BPS, EARNINGS_HOLD_DAYS, MIN_PAYOUT_VND, MAX_COMMISSION_PERCENT and
 * ACADEMY_COMMISSION_PERCENT, checked at start: a fee and a commission that could together exceed the price
 * would leave a creator owing money on a sale, so the API refuses to start instead.
 */
export function loadFeeSettings(env: NodeJS.ProcessEnv = process.env): FeeSettings {
  const settings: FeeSettings = {
    feeBps: int(env.PLATFORM_FEE_BPS, 1000, 'PLATFORM_FEE_BPS'),
    holdDays: int(env.EARNINGS_HOLD_DAYS, 7, 'EARNINGS_HOLD_DAYS'),
    minPayout: int(env.MIN_PAYOUT_VND, 200_000, 'MIN_PAYOUT_VND'),
    maxCommissionPercent: int(env.MAX_COMMISSION_PERCENT, 50, 'MAX_COMMISSION_PERCENT'),
    academyCommissionPercent: int(env.ACADEMY_COMMISSION_PERCENT, 10, 'ACADEMY_COMMISSION_PERCENT'),
    // Not a setting of its own: the window the refund calls check (features/refunds/eligibility.ts), given to
    // pages so the product page's refund line never states a number of its own.
    productRefundWindowDays: PRODUCT_REFUND_WINDOW_DAYS,
  };
  if (settings.feeBps > 10_000) throw new Error('PLATFORM_FEE_BPS must be at most 10000 (100 %).');
  if (settings.holdDays > 365) throw new Error('EARNINGS_HOLD_DAYS must be at most 365.');
  if (settings.minPayout < 1) throw new Error('MIN_PAYOUT_VND must be at least 1.');
  if (settings.maxCommissionPercent > 50) {
    // The products table refuses a commission above 50 % (products_commission_range).
    throw new Error('MAX_COMMISSION_PERCENT must be at most 50.');
  }
  if (settings.academyCommissionPercent > 100) throw new Error('ACADEMY_COMMISSION_PERCENT must be at most 100.');
  if (settings.feeBps + settings.maxCommissionPercent * 100 > 10_000) {
    throw new Error('PLATFORM_FEE_BPS plus MAX_COMMISSION_PERCENT must not exceed 100 % of the price.');
  }
  return settings;
}

/**
 * Fails closed outside local mode: the emulator makes firebase-admin accept unsigned tokens (anyone could
 * be the seed admin), and the development webhook key is published (anyone could mark orders paid).
 */
export function assertSafe(config: Config): void {
  if (config.localMode) return;
  if (config.authEmulatorHost) {
    throw new Error(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set outside local mode (firebase-admin would accept unsigned tokens). Unset it, or set API_LOCAL_MODE=true on a developer machine.',
    );
  }
  if (!config.bankWebhookApiKey && !config.bankWebhookHmacSecret) {
    throw new Error(
      'Refusing to start: set BANK_WEBHOOK_API_KEY (the bank webhook key of this deployment) or BANK_WEBHOOK_HMAC_SECRET.',
    );
  }
  if (config.bankWebhookApiKey === DEV_WEBHOOK_KEY) {
    throw new Error('Refusing to start: BANK_WEBHOOK_API_KEY is the published development key; set a secret one.');
  }
  if (!config.mediaUrlSecret || config.mediaUrlSecret === DEV_MEDIA_URL_SECRET) {
    throw new Error(
      'Refusing to start: set MEDIA_URL_SECRET (signs the addresses of lesson videos) to a secret of its own.',
    );
  }
  if (config.mail.disabled) return;
  // Receipts and payment details must reach buyers: a deployment without a mail server says so explicitly.
  if (!config.mail.smtpUrl) {
    throw new Error(
      'Refusing to start: set SMTP_URL (the mail server of this deployment), or EMAIL_DISABLED=true to run without e-mail.',
    );
  }
  if (!config.mail.unsubscribeSecret || config.mail.unsubscribeSecret === DEV_UNSUBSCRIBE_SECRET) {
    throw new Error('Refusing to start: set UNSUBSCRIBE_SECRET (signs the unsubscribe links) to a secret of its own.');
  }
}
