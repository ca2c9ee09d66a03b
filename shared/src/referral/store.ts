// Referral code (docs/product.md §1): a code from the query parameter `ref` is kept for later use (sign-up
// and purchases), with the moment it was seen, in memory and in localStorage. Beside it, the browser's own
// random visitor id, which lets the server deduplicate clicks and find this visitor's last click when an
// order is created. The server does the real attribution; the browser only hands over what it saw.
import { create } from 'zustand';

export const REFERRAL_STORAGE_KEY = 'referralCode';
export const REFERRAL_SEEN_STORAGE_KEY = 'referralSeenAt';
export const VISITOR_STORAGE_KEY = 'visitorId';
/** An order is attributed to a code seen in the 30 days before it (the server applies the same window). */
export const REFERRAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

const VALID_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const VALID_VISITOR = /^[A-Za-z0-9-]{8,64}$/;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: kept in memory only, for this page.
  }
}

const isFresh = (seenAt: number | null, now: number) =>
  seenAt !== null && seenAt <= now && now - seenAt <= REFERRAL_WINDOW_MS;

/**
 * The kept code, if still within the window. A code older than 30 days, or kept without its date (by the
 * previous version, which did not record one), is forgotten: it could no longer earn anyone a commission.
 */
function storedReferral(now: number): { code: string | null; seenAt: number | null } {
  const code = read(REFERRAL_STORAGE_KEY);
  const seenAt = Number(read(REFERRAL_SEEN_STORAGE_KEY));
  if (code && VALID_CODE.test(code) && Number.isInteger(seenAt) && isFresh(seenAt, now)) return { code, seenAt };
  if (code !== null) {
    write(REFERRAL_STORAGE_KEY, null);
    write(REFERRAL_SEEN_STORAGE_KEY, null);
  }
  return { code: null, seenAt: null };
}

function storedVisitor(): string | null {
  const value = read(VISITOR_STORAGE_KEY);
  return value && VALID_VISITOR.test(value) ? value : null;
}

type ReferralState = {
  /** The last valid code seen (null: none, or older than 30 days when the page loaded). */
  code: string | null;
  /** When it was seen, epoch ms. */
  seenAt: number | null;
  /** This browser's visitor id once one exists (see ensureVisitorId). */
  visitorId: string | null;
  /** Keeps a code seen now (the last one wins); a malformed code changes nothing. */
  remember: (code: string, at?: number) => void;
};

export const useReferralStore = create<ReferralState>((set) => ({
  ...(typeof window === 'undefined' ? { code: null, seenAt: null } : storedReferral(Date.now())),
  visitorId: typeof window === 'undefined' ? null : storedVisitor(),
  remember: (code, at = Date.now()) => {
    if (!VALID_CODE.test(code)) return;
    write(REFERRAL_STORAGE_KEY, code);
    write(REFERRAL_SEEN_STORAGE_KEY, String(at));
    set({ code, seenAt: at });
  },
}));

/** A random id: crypto.randomUUID where the browser has it (secure contexts), else built from random bytes. */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's visitor id, created the first time it is needed (a click, an order) and then kept for
 * good. Another tab may have created one since this page loaded: storage is read again before creating.
 */
export function ensureVisitorId(): string {
  const known = useReferralStore.getState().visitorId ?? storedVisitor();
  const id = known ?? newVisitorId();
  if (!known) write(VISITOR_STORAGE_KEY, id);
  if (useReferralStore.getState().visitorId !== id) useReferralStore.setState({ visitorId: id });
  return id;
}

/** The kept code if it was seen in the last 30 days, else null. */
export function freshReferralCode(now = Date.now()): string | null {
  const { code, seenAt } = useReferralStore.getState();
  return code && isFresh(seenAt, now) ? code : null;
}

/** What an order carries for attribution (createProductOrder, createCourseOrder). */
export function orderAttribution(now = Date.now()): { referralCode?: string; visitorId: string } {
  const referralCode = freshReferralCode(now);
  return { ...(referralCode ? { referralCode } : {}), visitorId: ensureVisitorId() };
}

/** Keeps `?ref=` of the given search string, if valid; answers the code kept, or null. */
export function captureReferral(search: string): string | null {
  const code = new URLSearchParams(search).get('ref');
  if (!code || !VALID_CODE.test(code)) return null;
  useReferralStore.getState().remember(code);
  return code;
}

/**
 * Clicks already recorded on this page load (code and product). Kept here, in the page's one referral
 * module, so that React StrictMode's second effect run, a re-render or coming back to the same link
 * without reloading does not count the visit again.
 */
const recordedClicks = new Set<string>();

/** True the first time this page load sees the given click, false afterwards. */
export function claimClick(code: string, productId: string | null): boolean {
  const key = `${code}\n${productId ?? ''}`;
  if (recordedClicks.has(key)) return false;
  recordedClicks.add(key);
  return true;
}

/** Tests only: a new page load. */
export function forgetClaimedClicks(): void {
  recordedClicks.clear();
}
