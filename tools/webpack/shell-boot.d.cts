/** The shell page's inline boot script, with the route table compiled in (see shell-boot.cjs). */
export function shellBootScript(env?: { FUNCTIONS_ORIGIN: string; FIREBASE_PROJECT_ID: string }): string;
/** A TypeScript file of the repository as plain CommonJS (see shell-boot.cjs). */
export function compileTs(file: string): string;
