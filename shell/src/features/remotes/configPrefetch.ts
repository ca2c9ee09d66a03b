// remotes.json is requested from the entry chunk, before the async boundary of index.ts: the request then
// runs while React, the Firebase client and the rest of the bootstrap chunks download, instead of after
// them. Nothing here may import a shared module (nothing shared can load before the boundary).
export const REMOTES_CONFIG_URL = '/remotes.json';

let early: Promise<Response> | undefined;

export function prefetchRemotesConfig(): void {
  early = fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  // A failure is handled (and retried) by whoever takes the response.
  early.catch(() => undefined);
}

/** The early response, once; later calls (a retry after a failure) make a new request. */
export function fetchRemotesConfig(): Promise<Response> {
  const taken = early;
  early = undefined;
  return taken ?? fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
}
