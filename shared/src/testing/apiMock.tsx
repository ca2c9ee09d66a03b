// The API seam of every component test: the real `@app/shared/api/client` module (so `ApiError`,
// `toApiError` and `instanceof` are the real ones), with `api.<callable>` replaced by one jest.fn per
// callable. In a test file:
//
//   jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
//   const api = mockedApi();
//   api.listProducts.mockResolvedValue(aPage([aProduct()]));
//
// Or, typed by the contracts (an answer of the wrong shape does not compile):
//
//   mockApi({ listProducts: async () => aPage([aProduct()]), getWishlist: async () => [] });
import type { api as realApi } from '@app/shared/api/client';
import type { CallableName } from '../contracts/callables';

export type MockedApi = Record<CallableName, jest.Mock>;

type RealApi = typeof realApi;
/** Per callable, how it answers: its input as the contract types it, its output (or a failure) as a promise. */
export type ApiAnswers = { [N in CallableName]?: (input: Parameters<RealApi[N]>[0]) => ReturnType<RealApi[N]> };

/** The module factory for jest.mock (see above). */
export function apiClientMock() {
  const actual = jest.requireActual('@app/shared/api/client') as Record<string, unknown>;
  const fns: Record<string, jest.Mock> = {};
  const api = new Proxy(fns, {
    get: (target, name) => {
      // Not a thenable, like the real client.
      if (typeof name !== 'string' || name === 'then') return undefined;
      target[name] ??= jest.fn(() => Promise.reject(new Error(`api.${name} was called but the test gave no answer`)));
      return target[name];
    },
  });
  return { ...actual, api, resetMockedApi: () => Object.keys(fns).forEach((name) => delete fns[name]) };
}

/** The mocked `api` of the current test file, typed: `mockedApi().getWishlist.mockResolvedValue([])`. */
export function mockedApi(): MockedApi {
  return (jest.requireMock('@app/shared/api/client') as { api: MockedApi }).api;
}

/** Forgets every answer given so far (call in beforeEach; read `api.x` after it, not before). */
export function resetMockedApi(): void {
  (jest.requireMock('@app/shared/api/client') as { resetMockedApi: () => void }).resetMockedApi();
}

/** Gives the named callables their answers (the others keep theirs); returns the mocked `api` to read calls. */
export function mockApi(answers: ApiAnswers): MockedApi {
  const api = mockedApi();
  for (const [name, answer] of Object.entries(answers)) api[name as CallableName].mockImplementation(answer);
  return api;
}
