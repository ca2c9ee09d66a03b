// react-hook-form validated by a contract's zod schema (the server checks the same one, so both say the same
// words). The inputs hold strings; `toInput` turns the form's draft into the call's input (empty optional
// fields dropped, numbers read) and the schema does the rest, field by field.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@app/shared/contracts/browser';

export function schemaResolver<Draft extends FieldValues, Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  toInput: (draft: Draft) => z.input<Schema>,
): Resolver<Draft, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (draft, context, options) =>
    resolve(toInput(draft), context, options as unknown as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<Draft, unknown, z.output<Schema>>
    >;
}

/** '' (after trimming) → undefined: an optional field left empty is not sent. */
export const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/**
 * A whole number typed the Vietnamese way: '79.000' and '79 000' are 79000 (thousands separators), '7,5'
 * is 7.5 (decimal comma, refused by the schema as not whole), '' is NaN (refused as not a number).
 */
export function readNumber(value: string): number {
  const cleaned = value.replace(/[\s.]/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}
