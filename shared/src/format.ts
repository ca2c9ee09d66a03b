// Formatters (SPEC §9): currency in vi-VN VND; dates in en-GB where the SPEC says so.
const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

export const formatVnd = (amount: number) => vnd.format(amount);

export const formatDateEnGb = (date: Date) => date.toLocaleDateString('en-GB');
