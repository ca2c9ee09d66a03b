// The auth store (docs/product.md §4): 'checking' until the first answer of the sign-in service, then signed out
// or signed in with the profile merged with the token claims. One instance per page (shared singleton).
import { create } from 'zustand';
import type { LibraryItem, Role } from '../contracts/profile';

export type AppUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  roles: Role[];
  library: LibraryItem[];
  claims: Record<string, unknown>;
};

export type AuthState =
  { status: 'checking'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: AppUser };

export const useAuthStore = create<AuthState>(() => ({ status: 'checking', user: null }));

/**
 * Why the last session ended without the user asking: the account was suspended, or its sessions revoked. Kept
 * (beside the auth state, which stays three plain states) until the user closes the notice or signs in again,
 * so the next page says why instead of showing an empty sign-in form.
 */
export type SessionEnd = 'suspended' | 'revoked';

/** Kept for the tab (sessionStorage), so a full page load right after still says it. */
const SESSION_END_KEY = 'session-end';

function storedSessionEnd(): SessionEnd | null {
  try {
    const value = globalThis.sessionStorage?.getItem(SESSION_END_KEY);
    return value === 'suspended' || value === 'revoked' ? value : null;
  } catch {
    return null; // storage blocked: the notice lasts for this page only
  }
}

export const useSessionEnd = create<{ reason: SessionEnd | null }>(() => ({ reason: storedSessionEnd() }));

export function setSessionEnd(reason: SessionEnd | null): void {
  try {
    if (reason) globalThis.sessionStorage?.setItem(SESSION_END_KEY, reason);
    else globalThis.sessionStorage?.removeItem(SESSION_END_KEY);
  } catch {
    // storage blocked: the store below still holds it for this page
  }
  useSessionEnd.setState({ reason });
}

export const setSignedIn = (user: AppUser) => {
  if (useSessionEnd.getState().reason !== null) setSessionEnd(null);
  useAuthStore.setState({ status: 'signed-in', user });
};
export const setSignedOut = () => useAuthStore.setState({ status: 'signed-out', user: null });

export const hasRole = (user: AppUser | null, role: Role) => Boolean(user?.roles.includes(role));
