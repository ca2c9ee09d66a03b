// The resolver of a form whose rules are not a contract's schema alone: rules that depend on the page (the
// payout's minimum and the balance) or that the caller gives (FormDialog's fields). The check returns the
// value to submit or each field's message (from the catalogues), and react-hook-form does the rest as for
// `schemaResolver`.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type RulesCheck<Draft, Output> =
  { ok: true; value: Output } | { ok: false; errors: Partial<Record<keyof Draft & string, string>> };

export function rulesResolver<Draft extends FieldValues, Output>(
  check: (draft: Draft) => RulesCheck<Draft, Output>,
): Resolver<Draft, unknown, Output> {
  return (draft) => {
    const result = check(draft);
    if (result.ok) return { values: result.value, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      if (typeof message === 'string') errors[name] = { type: 'rule', message };
    }
    return { values: {}, errors: errors as FieldErrors<Draft> };
  };
}
