// Column helpers shared by the tables (not tables: not re-exported by ../schema.ts).
import { timestamp } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
