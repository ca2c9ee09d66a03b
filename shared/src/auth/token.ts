// The signed-in user's Firebase ID token, for requests that are not callables (e.g. tus avatar uploads).
import { currentIdToken } from '@app/shared/firebase/client';

/** The current ID token (refreshed by the SDK when near expiry), or null when signed out. */
export const getIdToken = (): Promise<string | null> => currentIdToken();

/** Where the API is (callables and uploads). */
export const apiOrigin = (): string => new URL(__APP_ENV__.FUNCTIONS_ORIGIN).origin;
