import path from 'node:path';
import { DEV_MEDIA_URL_SECRET, DEV_WEBHOOK_KEY, loadConfig } from './config';

const LOCAL = { API_LOCAL_MODE: 'true' };
const DEPLOYED = {
  BANK_WEBHOOK_API_KEY: 'a-secret-of-this-deployment',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.vn:587',
  UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-of-this-deployment',
  MEDIA_URL_SECRET: 'a-media-secret-of-this-deployment',
};
const KEY_ONLY = {
  BANK_WEBHOOK_API_KEY: 'a-secret-of-this-deployment',
  MEDIA_URL_SECRET: 'a-media-secret-of-this-deployment',
};

describe('config fails closed', () => {
  it.each(['production', 'staging', 'development', undefined])(
    'NODE_ENV=%s without local mode: the emulator is refused, whatever NODE_ENV says',
    (NODE_ENV) => {
      expect(() => loadConfig({ ...DEPLOYED, NODE_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
        /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST/,
      );
      expect(loadConfig({ ...DEPLOYED, NODE_ENV }).authEmulatorHost).toBeUndefined();
    },
  );

  it('outside local mode the API needs a webhook key of its own, never the published one', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/set BANK_WEBHOOK_API_KEY/);
    expect(() => loadConfig({ BANK_WEBHOOK_API_KEY: DEV_WEBHOOK_KEY })).toThrow(/published development key/);
    expect(loadConfig(DEPLOYED).bankWebhookApiKey).toBe('a-secret-of-this-deployment');
  });

  it('outside local mode the API needs a mail server and an unsubscribe secret, or e-mail disabled on purpose', () => {
    expect(() => loadConfig(KEY_ONLY)).toThrow(/set SMTP_URL/);
    expect(() => loadConfig({ ...KEY_ONLY, SMTP_URL: 'smtp://smtp.example.vn' })).toThrow(/set UNSUBSCRIBE_SECRET/);
    expect(() => loadConfig({ ...DEPLOYED, UNSUBSCRIBE_SECRET: 'dev-unsubscribe-secret' })).toThrow(
      /set UNSUBSCRIBE_SECRET/,
    );
    expect(() => loadConfig({ ...DEPLOYED, SMTP_URL: 'http://smtp.example.vn' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(loadConfig({ ...KEY_ONLY, EMAIL_DISABLED: 'true' }).mail.disabled).toBe(true);
    expect(loadConfig(DEPLOYED).mail).toMatchObject({ smtpUrl: DEPLOYED.SMTP_URL, disabled: false });
    expect(() => loadConfig({ ...DEPLOYED, MAIL_FROM: 'A <a@b.vn>\r\nBcc: x@y.z' })).toThrow(
      /MAIL_FROM must be one line/,
    );
  });

  it('outside local mode the lesson videos need a signing secret of their own, never the published one', () => {
    const { MEDIA_URL_SECRET: _unset, ...without } = DEPLOYED;
    expect(() => loadConfig(without)).toThrow(/set MEDIA_URL_SECRET/);
    expect(() => loadConfig({ ...DEPLOYED, MEDIA_URL_SECRET: DEV_MEDIA_URL_SECRET })).toThrow(/set MEDIA_URL_SECRET/);
    expect(loadConfig(DEPLOYED).mediaUrlSecret).toBe('a-media-secret-of-this-deployment');
    expect(loadConfig(LOCAL).mediaUrlSecret).toBe(DEV_MEDIA_URL_SECRET);
  });

  it('local mode is an explicit opt-in: the emulator and the development key by default', () => {
    const config = loadConfig(LOCAL);
    expect(config.localMode).toBe(true);
    expect(config.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(config.bankWebhookApiKey).toBe(DEV_WEBHOOK_KEY);
    // MailDev, which `npm start` runs.
    expect(config.mail.smtpUrl).toBe('smtp://127.0.0.1:1025');
    expect(loadConfig({ API_LOCAL_MODE: '1', ...DEPLOYED }).localMode).toBe(false);
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(LOCAL);
    expect(config.port).toBe(5001);
    expect(config.projectId).toBe('demo-marketplace');
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3005');
    expect(config.dataDir).toMatch(/api\/\.data$/);
  });

  it('keeps memory:// as is and resolves a data folder path', () => {
    expect(loadConfig({ ...LOCAL, DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(loadConfig({ ...LOCAL, DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve('rel/dir'));
  });

  it('reads the allowlist and limits from the environment', () => {
    const config = loadConfig({
      ...LOCAL,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PORT: '8080',
      RATE_LIMIT_PER_IP: '10',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.port).toBe(8080);
    expect(config.rateLimit.perIp).toBe(10);
  });

  it('keeps rate limits and the catalogue cache in the process unless REDIS_URL is set', () => {
    expect(loadConfig(LOCAL).redisUrl).toBeUndefined();
    expect(loadConfig({ ...LOCAL, REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig(LOCAL).redisKeyPrefix).toBe('aimarket:');
    const config = loadConfig({
      ...LOCAL,
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'ci-1:',
    });
    expect(config.redisUrl).toBe('rediss://:secret@cache.internal:6380/2');
    expect(config.redisKeyPrefix).toBe('ci-1:');
    expect(() => loadConfig({ ...LOCAL, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must start with redis:\/\//,
    );
    expect(() => loadConfig({ ...LOCAL, REDIS_URL: 'not a url' })).toThrow(/REDIS_URL must be a URL/);
  });

  it('keeps uploads on disk unless all five S3 settings are given; a partial set fails the start', () => {
    const S3 = {
      S3_ENDPOINT: 'https://s3.example.vn/',
      S3_BUCKET: 'aimarket-uploads',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(loadConfig(LOCAL).s3).toBeUndefined();
    expect(loadConfig({ ...LOCAL, ...S3, S3_PUBLIC_URL: 'https://cdn.example.vn/' }).s3).toEqual({
      endpoint: 'https://s3.example.vn',
      bucket: 'aimarket-uploads',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      publicUrl: 'https://cdn.example.vn',
    });
    expect(() => loadConfig({ ...LOCAL, ...S3, S3_SECRET_ACCESS_KEY: '', S3_REGION: '' })).toThrow(
      /needs all of S3_ENDPOINT.*missing S3_REGION, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...LOCAL, S3_PUBLIC_URL: 'https://cdn.example.vn' })).toThrow(/S3_PUBLIC_URL is set/);
    expect(() => loadConfig({ ...LOCAL, ...S3, S3_ENDPOINT: 's3.example.vn' })).toThrow(/S3_ENDPOINT must be a URL/);
    expect(() => loadConfig({ ...LOCAL, ...S3, S3_BUCKET: 'Uploads_Bucket' })).toThrow(/S3_BUCKET must be/);
  });

  it('drains 5 s before closing outside local mode, not at all in local mode, both settable', () => {
    expect(loadConfig(DEPLOYED).shutdown).toEqual({ drainMs: 5_000, timeoutMs: 10_000 });
    expect(loadConfig(LOCAL).shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(loadConfig({ ...LOCAL, SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_TIMEOUT_MS: '3000' }).shutdown).toEqual({
      drainMs: 1_500,
      timeoutMs: 3_000,
    });
  });
});
