// Formatters (docs/product.md §9): currency in vi-VN VND; dates in en-GB where the product says so.
// Created on first use: building a locale's number format is slow, and a page that shows no price
// (or not yet) should not pay for it while it loads.
let vnd: Intl.NumberFormat | undefined;

export const formatVnd = (amount: number) =>
  (vnd ??= new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 })).format(
    amount,
  );

export const formatDateEnGb = (date: Date) => date.toLocaleDateString('en-GB');
