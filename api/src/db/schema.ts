// The one database schema (PostgreSQL; PGlite locally), split by feature under ./schema/. Money is integer
// VND. Constraints, not code, make a double purchase or a double grant impossible (see the unique indexes).
// drizzle-kit reads this file (drizzle.config.ts): every table and enum is re-exported here.
export * from './schema/enums';
export * from './schema/users';
export * from './schema/catalog';
export * from './schema/academy';
export * from './schema/orders';
export * from './schema/refunds';
export * from './schema/payouts';
export * from './schema/creators';
export * from './schema/affiliates';
export * from './schema/ledger';
export * from './schema/audit';
export * from './schema/notifications';
export * from './schema/reviews';
