// Limits that forms show before a call is made. Kept free of zod so that a page can import them without
// pulling the schema library into the browser bundle; the schemas in profile.ts and payment-methods.ts
// use the same values.
export const PASSWORD_MIN_LENGTH = 6;
export const MAX_PAYMENT_METHODS = 5;
