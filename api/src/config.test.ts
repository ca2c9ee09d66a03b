import path from 'node:path';
import { loadConfig } from './config';

describe('config', () => {
  it('refuses production with the Auth emulator configured', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /Refusing to start/,
    );
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5001);
    expect(config.projectId).toBe('demo-marketplace');
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3005');
    expect(config.dataDir).toMatch(/api\/\.data$/);
  });

  it('keeps memory:// as is and resolves a data folder path', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    expect(loadConfig({ DATA_DIR: 'rel/dir' }).dataDir).toBe(path.resolve('rel/dir'));
  });

  it('reads the allowlist and limits from the environment', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PORT: '8080',
      RATE_LIMIT_PER_IP: '10',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.port).toBe(8080);
    expect(config.rateLimit.perIp).toBe(10);
  });
});
