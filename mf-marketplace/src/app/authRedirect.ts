/** Where a signed-out visitor goes for an action that needs an account: /auth, then back to `from`. */
export const authRedirectPath = (from: { pathname: string; search?: string }) =>
  `/auth?redirect=${encodeURIComponent(`${from.pathname}${from.search ?? ''}`)}`;

/** The visitor owns the product when it is in the profile's library (SPEC §3). */
export const ownsProduct = (library: readonly { productId: string }[] | undefined, productId: string) =>
  Boolean(library?.some((item) => item.productId === productId));
