// The callable-functions client. Kept apart from the auth client so that the functions SDK loads with
// the API client, on the first call, not with the first page.
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebaseApp } from '@app/shared/firebase/client';

export const FUNCTIONS_REGION = 'asia-southeast1';

let functions: Functions | undefined;

export function firebaseFunctions(): Functions {
  if (functions) return functions;
  const origin = new URL(__APP_ENV__.FUNCTIONS_ORIGIN);
  const isLocal = origin.hostname === '127.0.0.1' || origin.hostname === 'localhost';
  if (isLocal) {
    // Locally the API speaks the emulator URL shape: /{projectId}/{region}/{name}.
    functions = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, origin.hostname, Number(origin.port || 80));
  } else {
    // In production a custom domain serves /{name} directly.
    functions = getFunctions(firebaseApp(), origin.origin);
  }
  return functions;
}
