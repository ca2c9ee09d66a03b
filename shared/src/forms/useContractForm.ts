// The one way to build a form: react-hook-form, checked by the call's own zod contract through
// `schemaResolver`. Why this and not a hand-rolled hook: the contract already carries every rule and its
// Vietnamese message (the server checks the same schema, so both say the same words), and react-hook-form
// gives the rest for free: touched/submitted state, focus on the first invalid field, field arrays, no
// re-render per keystroke. Both libraries stay out of first loads: only the lazy chunks of routes with a
// form import this module (and the schemas come from @app/shared/contracts/browser, zod without `eval`).
//
// Field errors are the schema's messages; a refused call shows the catalogue's text as the form's error
// (`fail`, read back as `failure`), cleared on the next submit.
import type { FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Mode,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export type ContractFormOptions<Draft extends FieldValues, Output> = {
  /** `schemaResolver(contract, toInput)`, or a resolver of the form's own rules (FormDialog's fields). */
  resolver: Resolver<Draft, unknown, Output>;
  defaultValues: DefaultValues<Draft>;
  /** When errors first show: on submit (default), or once a field was left ('onTouched'). */
  mode?: Mode;
  /**
   * A refused submit focuses the first invalid field (default); a form that sums up its errors instead
   * focuses that summary itself (in `submit`'s `onInvalid`).
   */
  focusError?: boolean;
};

export type ContractForm<Draft extends FieldValues, Output> = UseFormReturn<Draft, unknown, Output> & {
  /** The props a `Field` (or `TextAreaField`) takes for one field: its id, its error and the input's wiring. */
  field: (name: FieldPath<Draft>, id: string) => FieldWiring<Draft>;
  /**
   * The `onSubmit` of the <form>: checks, then runs `handler` with the contract's parsed value, or
   * `onInvalid` when the check refuses (a form that shows a summary of its errors moves focus to it).
   */
  submit: (handler: SubmitHandler<Output>, onInvalid?: () => void) => (event: FormEvent) => void;
  /** Shows a refusal (the catalogue's text) as the form's error. */
  fail: (message: string) => void;
  /** The refusal shown now, if any. */
  failure: string | undefined;
  /**
   * The first field error in the schema's order: for the forms that say what is wrong in one line (the
   * sign-in form, a one-field form) rather than under each field.
   */
  firstError: string | undefined;
  /** A submit is running: the submit button shows progress and the form is `aria-busy`. */
  busy: boolean;
};

export type FieldWiring<Draft extends FieldValues> = ReturnType<UseFormReturn<Draft>['register']> & {
  id: string;
  error: string | undefined;
};

export function useContractForm<Draft extends FieldValues, Output = Draft>({
  resolver,
  defaultValues,
  mode = 'onSubmit',
  focusError = true,
}: ContractFormOptions<Draft, Output>): ContractForm<Draft, Output> {
  const form = useForm<Draft, unknown, Output>({
    resolver,
    defaultValues,
    mode,
    // A form checked on submit stays so: its errors change at the next submit, not while the user types.
    reValidateMode: mode === 'onSubmit' ? 'onSubmit' : 'onChange',
    shouldFocusError: focusError,
  });
  const { errors, isSubmitting } = form.formState;
  return {
    ...form,
    field: (name, id) => ({
      id,
      error: form.getFieldState(name, form.formState).error?.message,
      ...form.register(name),
    }),
    submit: (handler, onInvalid) => (event) => {
      // A second press while the first runs does nothing (the button shows progress meanwhile).
      if (isSubmitting) return event.preventDefault();
      void form.handleSubmit(handler, onInvalid && (() => onInvalid()))(event);
    },
    fail: (message) => form.setError('root', { type: 'server', message }),
    failure: errors.root?.message,
    firstError: firstMessage(errors),
    busy: isSubmitting,
  };
}

/** Depth first through the field errors (not the form's own `root`), in the order the resolver gave them. */
function firstMessage(errors: object): string | undefined {
  for (const [key, node] of Object.entries(errors)) {
    if (key === 'root' || key === 'ref' || typeof node !== 'object' || node === null) continue;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    const inner = firstMessage(node);
    if (inner) return inner;
  }
  return undefined;
}

// What the forms use of react-hook-form besides `useForm`, from here: areas depend on @app/shared only, and
// lint keeps `useForm` and the resolvers behind this module.
export { useFieldArray, useWatch } from 'react-hook-form';
export type {
  Control,
  FieldErrors,
  FieldPath,
  UseFieldArrayReturn,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
} from 'react-hook-form';
