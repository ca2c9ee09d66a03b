// A small in-process cache for public catalogue answers. The catalogue is read on every page view and
// changes rarely. A write drops the cached answers at once (bumpCatalogVersion): in this process, and with
// REDIS_URL in every other instance too, within milliseconds (lib/shared-state.ts). The short TTL
// (CATALOG_CACHE_TTL_MS) bounds staleness whatever happens to that announcement (Redis away, a subscription
// lost). With PGlite (one connection, queries in WebAssembly) this is what lets the catalogue serve thousands
// of requests per second.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  async getOrLoad(key: string, load: () => Promise<V>, cacheable: (value: V) => boolean = () => true): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (!cacheable(value)) return value;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

let catalogVersion = 0;
const writeListeners = new Set<() => void>();

/**
 * Call after any write to products, categories or creators (after its commit): cached catalogue answers
 * are dropped here at once, and announced to the other instances (onCatalogWrite). Synchronous on purpose.
 */
export function bumpCatalogVersion(): void {
  dropCatalogCache();
  for (const listener of writeListeners) listener();
}

/** Drops this process's cached catalogue answers only: a write announced by another instance. */
export function dropCatalogCache(): void {
  catalogVersion += 1;
}

/** Runs `listener` after every local catalogue write (the Redis announcement); returns its removal. */
export function onCatalogWrite(listener: () => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export function catalogKey(name: string, input: unknown): string {
  return `${catalogVersion}:${name}:${JSON.stringify(input ?? null)}`;
}

/** Typed access to a cache of public answers: the key names the call, so the type is the call's answer. */
export function cached<T>(
  cache: TtlCache<unknown>,
  name: string,
  input: unknown,
  load: () => Promise<T>,
  cacheable?: (value: T) => boolean,
): Promise<T> {
  return cache.getOrLoad(
    catalogKey(name, input),
    load,
    cacheable as ((value: unknown) => boolean) | undefined,
  ) as Promise<T>;
}
