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

export const setSignedIn = (user: AppUser) => useAuthStore.setState({ status: 'signed-in', user });
export const setSignedOut = () => useAuthStore.setState({ status: 'signed-out', user: null });

export const hasRole = (user: AppUser | null, role: Role) => Boolean(user?.roles.includes(role));
