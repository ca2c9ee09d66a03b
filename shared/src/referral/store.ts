// Referral code (SPEC §1): a code from the query parameter `ref` is kept for later use (sign-up and
// purchases), in memory and in localStorage.
import { create } from 'zustand';

export const REFERRAL_STORAGE_KEY = 'referralCode';
const VALID = /^[A-Za-z0-9_-]{1,64}$/;

function stored(): string | null {
  try {
    const value = window.localStorage.getItem(REFERRAL_STORAGE_KEY);
    return value && VALID.test(value) ? value : null;
  } catch {
    return null;
  }
}

type ReferralState = { code: string | null; remember: (code: string) => void };

export const useReferralStore = create<ReferralState>((set) => ({
  code: typeof window === 'undefined' ? null : stored(),
  remember: (code) => {
    if (!VALID.test(code)) return;
    try {
      window.localStorage.setItem(REFERRAL_STORAGE_KEY, code);
    } catch {
      // Kept in memory only.
    }
    set({ code });
  },
}));

/** Keeps `?ref=` of the given search string, if any. */
export function captureReferral(search: string): void {
  const code = new URLSearchParams(search).get('ref');
  if (code) useReferralStore.getState().remember(code);
}
