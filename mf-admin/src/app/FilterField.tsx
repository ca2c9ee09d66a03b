import type { ReactNode } from 'react';
import { Field } from '@app/shared/ui/Field';
import { Options } from '@app/shared/ui/Options';

type Props<V extends string> = {
  id: string;
  label: string;
  /** The first choice, which filters nothing out (its value is ''). */
  allLabel: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
  /** Further choices after the options (e.g. a value from the URL that is not among them). */
  children?: ReactNode;
};

/** A filter of an admin list as a form field (the kit's Field): 'all', then one choice per value. */
export function FilterField<V extends string>({ id, label, allLabel, value, options, onChange, children }: Props<V>) {
  return (
    <Field as="select" id={id} label={label} value={value} onChange={(event) => onChange(event.target.value as V | '')}>
      <Options none={allLabel} items={options} value={(option) => option.value} label={(option) => option.label} />
      {children}
    </Field>
  );
}

/** The options of a filter from its values and their labels. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));
