// One API per test file: started before the file's tests and closed after them, with the users the file
// signs in as. The handles are filled in when the file's first test starts; read them inside tests and hooks.
import type { Config } from '../src/config';
import { startApi, type Harness, type Persona, type TestUser } from './harness';
import { ownDatabase as createOwnDatabase, type OwnDatabase } from './own-database';

export interface SuiteOptions {
  /** A database no other test file writes to (on PostgreSQL), for tests that count the whole platform. */
  ownDatabase?: boolean;
}

/** An object that reads through to what `current` answers once the hooks have set it. */
function filledLater<T extends object>(what: string, current: () => T | undefined): T {
  const target = (): T => {
    const value = current();
    if (!value) throw new Error(`${what} is not ready: read it inside a test or a hook`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_empty, key) => Reflect.get(target(), key),
    has: (_empty, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_empty, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The API of this test file, with `overrides` on the test configuration (a function when they are known only
 * once earlier hooks ran, e.g. the port of a stand-in server).
 */
export function useApi(overrides: Partial<Config> | (() => Partial<Config>) = {}, options: SuiteOptions = {}): Harness {
  let harness: Harness | undefined;
  let database: OwnDatabase | undefined;
  beforeAll(async () => {
    database = options.ownDatabase ? await createOwnDatabase() : undefined;
    const config = typeof overrides === 'function' ? overrides() : overrides;
    harness = await startApi({ ...config, ...database?.overrides });
  });
  afterAll(async () => {
    await harness?.close();
    await database?.drop();
  });
  return filledLater('the API', () => harness);
}

/** A new signed-in user of `persona` for this test file (declare it after `useApi`). */
export function useUser(api: Harness, persona: Persona = 'buyer'): TestUser {
  let user: TestUser | undefined;
  beforeAll(async () => {
    user = await api.user(persona);
  });
  return filledLater(`the ${persona}`, () => user);
}

/** Runs `work` on an API of its own with `overrides` (a configuration only one test needs), then closes it. */
export async function withApi<T>(overrides: Partial<Config>, work: (api: Harness) => Promise<T>): Promise<T> {
  const api = await startApi(overrides);
  try {
    return await work(api);
  } finally {
    await api.close();
  }
}
