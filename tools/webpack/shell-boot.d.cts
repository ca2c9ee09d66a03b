/** The shell page's inline boot script, with the route table compiled in (see shell-boot.cjs). */
export function shellBootScript(): string;
