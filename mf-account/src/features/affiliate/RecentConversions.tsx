import type { AffiliateDashboard } from '@app/shared/contracts/affiliates';
import { affiliateMessages } from '@app/shared/messages/affiliates';
import { RecentSalesTable, type RecentSale } from '@app/shared/ui/RecentSalesTable';

const t = affiliateMessages.dashboard;

const texts = {
  title: t.recentTitle,
  caption: t.recentCaption,
  product: t.product,
  buyer: t.buyer,
  amount: t.amount,
  share: t.commission,
  date: t.date,
  status: t.status,
  pending: t.conversionStatus.pending,
  available: t.conversionStatus.available,
  undone: t.conversionStatus.reversed,
  empty: t.empty,
};

const saleOf = (conversion: AffiliateDashboard['recent'][number]): RecentSale => ({
  orderId: conversion.orderId,
  title: conversion.title,
  buyer: conversion.buyer,
  amount: conversion.amount,
  share: conversion.commission,
  paidAt: conversion.paidAt,
  availableAt: conversion.availableAt,
  status: conversion.status === 'reversed' ? 'undone' : conversion.status,
});

/** The last orders through the user's links, with the commission on each. */
export function RecentConversions({ data }: { data: AffiliateDashboard }) {
  return <RecentSalesTable rows={data.recent.map(saleOf)} texts={texts} />;
}
