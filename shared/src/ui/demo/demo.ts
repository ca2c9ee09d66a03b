// Which products have a demo to open. Plain data rules, shared by every page with a "Dùng thử" button.
import type { Product } from '@app/shared/contracts/catalog';

/** What the demo dialog needs of a product. */
export type DemoProduct = Pick<Product, 'title' | 'description' | 'demoType' | 'demoUrl'>;

/** A creator may choose no demo: then no "Dùng thử" button is shown at all. */
export const hasDemo = (product: Pick<Product, 'demoType'>): boolean => product.demoType !== 'none';

/**
 * The sandbox of an embedded demo: its scripts and forms run, but without `allow-same-origin` the page gets an
 * opaque origin (it reads none of our cookies, storage or session, even when it is one of our own sample
 * pages), and without `allow-top-navigation` or `allow-popups` it can neither move our page nor open windows.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-forms';
