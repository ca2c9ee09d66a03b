// Column helpers shared by the tables (not tables: not re-exported by ../schema.ts).
import { serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();
/** A text primary key: an id the code makes (lib/ids.ts) or a fixed name. */
export const textId = () => text('id').primaryKey();
/** A primary key the database numbers. */
export const serialId = () => serial('id').primaryKey();
/** A text column naming a row of another table, when there may be none. */
export const ref = (name: string, target: () => AnyPgColumn) => text(name).references(target);
/** A text column naming a row of another table, always set. */
export const requiredRef = (name: string, target: () => AnyPgColumn) => ref(name, target).notNull();
