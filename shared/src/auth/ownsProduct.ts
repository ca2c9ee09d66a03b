/** The visitor owns the product when it is in the profile's library (docs/product.md §3). */
export const ownsProduct = (library: readonly { productId: string }[] | undefined, productId: string) =>
  Boolean(library?.some((item) => item.productId === productId));
