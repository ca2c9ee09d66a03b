// A visit through a referral link: the code is kept (store) and the click is told to the server,
// which deduplicates per visitor, product and day and leaves out bots and the affiliate's own visits.
import { captureReferral, claimClick, ensureVisitorId } from '@app/shared/referral/store';

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The product of a `/product/{id}` page, else null (the catalogue, the sales page, any other page). */
export function productIdFromPath(pathname: string): string | null {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return PRODUCT_ID.test(id) ? id : null;
}

/**
 * Keeps `?ref=` and records the click once per page load, fire-and-forget: nothing waits for it and a
 * failure is ignored (the visitor came to see a product, not to be told about referral bookkeeping). The
 * API client is imported on demand, so pages opened without `?ref=` do not load it for this.
 */
export function captureReferralVisit(pathname: string, search: string): void {
  const code = captureReferral(search);
  if (!code) return;
  const productId = productIdFromPath(pathname);
  if (!claimClick(code, productId)) return;
  const visitorId = ensureVisitorId();
  import('@app/shared/api/client')
    .then(({ api }) => api.recordAffiliateClick({ code, productId, visitorId }))
    .catch(() => undefined);
}
