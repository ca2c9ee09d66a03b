import { captureReferral, REFERRAL_STORAGE_KEY, useReferralStore } from './store';

beforeEach(() => {
  localStorage.clear();
  useReferralStore.setState({ code: null });
});

describe('referral', () => {
  it('keeps ?ref= in the store and in localStorage', () => {
    captureReferral('?q=ai&ref=LAN2026');
    expect(useReferralStore.getState().code).toBe('LAN2026');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('LAN2026');
  });

  it('ignores a malformed code and keeps the previous one', () => {
    captureReferral('?ref=LAN2026');
    captureReferral('?ref=%3Cscript%3E');
    expect(useReferralStore.getState().code).toBe('LAN2026');
  });

  it('a page without ref changes nothing', () => {
    captureReferral('?ref=A1');
    captureReferral('?page=2');
    expect(useReferralStore.getState().code).toBe('A1');
  });
});
