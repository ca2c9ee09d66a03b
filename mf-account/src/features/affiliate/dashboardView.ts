// What the affiliate dashboard derives from the server's answer: absolute links to share, whether the user
// has started (the empty state), and the figures as text. Pure, tested on its own.
import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { formatRatio } from '@app/shared/format';

/** The server gives a path on this site (`/product/p-1?ref=CODE`); a link to share must be absolute. */
export function absoluteLink(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * Whether the user has any affiliate activity to show. Links beyond the catalogue link exist only for
 * products that had clicks or orders, and a balance or a recent order only after a sale: without any of
 * these (and no click in the period) the page explains how to start instead of showing rows of zeros.
 */
export function hasActivity(data: AffiliateDashboard): boolean {
  const { commission, period } = data;
  return (
    period.clicks > 0 ||
    period.orders > 0 ||
    data.recent.length > 0 ||
    data.links.some((link) => link.productId !== null) ||
    commission.pending + commission.available + commission.paid > 0
  );
}

/** orders / clicks as a Vietnamese percentage ('12,5%'); the server sends 0 when there were no clicks. */
export const conversionText = (rate: number) => formatRatio(Number.isFinite(rate) ? rate : 0);
