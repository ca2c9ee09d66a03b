import {
  captureReferral,
  claimClick,
  ensureVisitorId,
  forgetClaimedClicks,
  freshReferralCode,
  orderAttribution,
  REFERRAL_SEEN_STORAGE_KEY,
  REFERRAL_STORAGE_KEY,
  REFERRAL_WINDOW_MS,
  useReferralStore,
  VISITOR_STORAGE_KEY,
} from './store';
import type * as StoreModule from './store';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 3, 0, 0);

/** The store as a new page load would build it from what localStorage holds now. */
function freshPageStore(): typeof StoreModule {
  let loaded: typeof StoreModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof StoreModule>('./store');
  });
  return loaded!;
}

beforeEach(() => {
  localStorage.clear();
  useReferralStore.setState({ code: null, seenAt: null, visitorId: null });
  forgetClaimedClicks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('referral code', () => {
  it('keeps ?ref= with the moment it was seen, in the store and in localStorage', () => {
    expect(captureReferral('?q=ai&ref=LAN2026')).toBe('LAN2026');
    expect(useReferralStore.getState()).toMatchObject({ code: 'LAN2026', seenAt: NOW });
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('LAN2026');
    expect(localStorage.getItem(REFERRAL_SEEN_STORAGE_KEY)).toBe(String(NOW));
  });

  it('ignores a malformed code and keeps the previous one', () => {
    captureReferral('?ref=LAN2026');
    expect(captureReferral('?ref=%3Cscript%3E')).toBeNull();
    expect(captureReferral(`?ref=${'A'.repeat(65)}`)).toBeNull();
    expect(useReferralStore.getState().code).toBe('LAN2026');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('LAN2026');
  });

  it('a page without ref changes nothing; a later code wins (last click)', () => {
    captureReferral('?ref=A1');
    expect(captureReferral('?page=2')).toBeNull();
    expect(useReferralStore.getState().code).toBe('A1');
    jest.spyOn(Date, 'now').mockReturnValue(NOW + DAY);
    captureReferral('?ref=B2');
    expect(useReferralStore.getState()).toMatchObject({ code: 'B2', seenAt: NOW + DAY });
  });

  it('is fresh for 30 days after it was seen, then no longer sent', () => {
    captureReferral('?ref=LAN2026');
    expect(freshReferralCode(NOW + REFERRAL_WINDOW_MS)).toBe('LAN2026');
    expect(freshReferralCode(NOW + REFERRAL_WINDOW_MS + 1)).toBeNull();
  });

  it('a new page load restores a code seen within 30 days', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'LAN2026');
    localStorage.setItem(REFERRAL_SEEN_STORAGE_KEY, String(NOW - 29 * DAY));
    expect(freshPageStore().useReferralStore.getState()).toMatchObject({ code: 'LAN2026', seenAt: NOW - 29 * DAY });
  });

  it('a new page load forgets a code older than 30 days, or kept without its date, or malformed', () => {
    for (const [code, seenAt] of [
      ['LAN2026', String(NOW - 31 * DAY)],
      ['LAN2026', null],
      ['<b>', String(NOW)],
    ] as const) {
      localStorage.clear();
      localStorage.setItem(REFERRAL_STORAGE_KEY, code);
      if (seenAt) localStorage.setItem(REFERRAL_SEEN_STORAGE_KEY, seenAt);
      expect(freshPageStore().useReferralStore.getState().code).toBeNull();
      expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(REFERRAL_SEEN_STORAGE_KEY)).toBeNull();
    }
  });
});

describe('visitor id', () => {
  it('is created once, kept in localStorage and restored on the next page load', () => {
    expect(localStorage.getItem(VISITOR_STORAGE_KEY)).toBeNull();
    const id = ensureVisitorId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ensureVisitorId()).toBe(id);
    expect(localStorage.getItem(VISITOR_STORAGE_KEY)).toBe(id);

    const next = freshPageStore();
    expect(next.useReferralStore.getState().visitorId).toBe(id);
    expect(next.ensureVisitorId()).toBe(id);
  });

  it('two browsers get different ids', () => {
    const first = ensureVisitorId();
    localStorage.clear();
    useReferralStore.setState({ visitorId: null });
    expect(ensureVisitorId()).not.toBe(first);
  });

  it('is kept in memory when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = ensureVisitorId();
    expect(ensureVisitorId()).toBe(id);
    expect(captureReferral('?ref=LAN2026')).toBe('LAN2026');
    expect(freshReferralCode()).toBe('LAN2026');
  });
});

describe('orderAttribution', () => {
  it('sends the code seen in the last 30 days and the visitor id', () => {
    captureReferral('?ref=LAN2026');
    const visitorId = ensureVisitorId();
    expect(orderAttribution(NOW + 10 * DAY)).toEqual({ referralCode: 'LAN2026', visitorId });
  });

  it('leaves out a code older than 30 days, or none, but always sends the visitor id', () => {
    captureReferral('?ref=LAN2026');
    const late = orderAttribution(NOW + 31 * DAY);
    expect(late).toEqual({ visitorId: expect.any(String) });
    useReferralStore.setState({ code: null, seenAt: null });
    expect(orderAttribution()).toEqual({ visitorId: late.visitorId });
  });
});

describe('claimClick', () => {
  it('is true once per code and product on a page load', () => {
    expect(claimClick('LAN', 'p-1')).toBe(true);
    expect(claimClick('LAN', 'p-1')).toBe(false);
    expect(claimClick('LAN', null)).toBe(true);
    expect(claimClick('HA', 'p-1')).toBe(true);
  });
});
