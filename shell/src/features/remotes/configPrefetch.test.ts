import { fetchRemotesConfig, prefetchRemotesConfig } from './configPrefetch';

// jsdom has no fetch: the responses are stand-ins, compared by identity.
const response = (body: string) => ({ ok: true, json: async () => JSON.parse(body) }) as unknown as Response;

describe('remotes.json requested early', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('hands the early request to the first reader, and makes a new one for a later reader (a retry)', async () => {
    const early = response('{"marketplace":"http://localhost:3001/mf-manifest.json"}');
    const later = response('{}');
    fetchMock.mockResolvedValueOnce(early).mockResolvedValueOnce(later);

    prefetchRemotesConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });

    await expect(fetchRemotesConfig()).resolves.toBe(early);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchRemotesConfig()).resolves.toBe(later);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets the reader see an early failure, and the next read asks again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response('{}'));
    prefetchRemotesConfig();
    await expect(fetchRemotesConfig()).rejects.toThrow('Failed to fetch');
    await expect(fetchRemotesConfig()).resolves.toMatchObject({ ok: true });
  });
});
