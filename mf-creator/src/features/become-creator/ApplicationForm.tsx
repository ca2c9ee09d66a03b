// Loaded lazily (React.lazy in BecomeCreatorPage): react-hook-form and zod are only in this form's chunk.
import { submitCreatorApplicationInput, type z } from '@app/shared/contracts/browser';
import type { MyCreatorApplication } from '@app/shared/contracts/creator';
import { useApiMutation } from '@app/shared/data/query';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError, TextAreaField } from '@app/shared/ui/Field';
import { errorText } from '@app/shared/forms/errorText';
import { optional, schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import forms from '../forms/forms.module.css';
import styles from './BecomeCreator.module.css';

const t = creatorMessages.becomeCreator;

/** What the inputs hold (strings); the contract's schema checks it on submit and after each change. */
export type ApplicationDraft = {
  displayName: string;
  expertise: string;
  bio: string;
  portfolioUrl: string;
  phone: string;
  sampleIdea: string;
};

/** Phone numbers are often typed with spaces, dots or dashes between the groups: those are dropped. */
const phoneDigits = (value: string) => value.replace(/[\s.-]/g, '');

export const toApplicationInput = (draft: ApplicationDraft) => ({
  displayName: draft.displayName,
  expertise: draft.expertise,
  bio: draft.bio,
  portfolioUrl: optional(draft.portfolioUrl),
  phone: optional(phoneDigits(draft.phone)),
  sampleIdea: draft.sampleIdea,
});

const resolver = schemaResolver(submitCreatorApplicationInput, toApplicationInput);

/** A rejected application's details come back in the form, to be corrected and sent again. */
function draftFrom(previous: MyCreatorApplication | null, fallbackName: string | null): ApplicationDraft {
  return {
    displayName: previous?.displayName ?? fallbackName ?? '',
    expertise: previous?.expertise ?? '',
    bio: previous?.bio ?? '',
    portfolioUrl: previous?.portfolioUrl ?? '',
    phone: previous?.phone ?? '',
    sampleIdea: previous?.sampleIdea ?? '',
  };
}

type Props = { previous: MyCreatorApplication | null; displayName: string | null };

export default function ApplicationForm({ previous, displayName }: Props) {
  const submit = useApiMutation('submitCreatorApplication');
  const form = useContractForm<ApplicationDraft, z.output<typeof submitCreatorApplicationInput>>({
    resolver,
    defaultValues: draftFrom(previous, displayName),
    mode: 'onTouched',
  });
  const isSubmitting = form.busy;

  // On a failure nothing typed is lost: the form stays as it was, with the server's reason beside it.
  const onSubmit = form.submit(async (input) => {
    await submit.mutateAsync(input).catch((error: unknown) => form.fail(errorText(t.submitFailed, error)));
  });

  const field = (name: keyof ApplicationDraft) => ({
    label: t.fields[name],
    hint: t.hints[name],
    ...form.field(name, `application-${name}`),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className={styles.muted}>{t.formLead}</p>
      <FormError message={form.failure} />
      <Field {...field('displayName')} autoComplete="name" maxLength={80} />
      <Field {...field('expertise')} maxLength={200} />
      <TextAreaField {...field('bio')} maxLength={2000} className={forms.textarea} />
      <Field {...field('portfolioUrl')} url autoComplete="url" />
      <Field {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" />
      <TextAreaField {...field('sampleIdea')} maxLength={1000} rows={4} className={forms.textarea} />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t.submitting : previous ? t.resubmit : t.submit}
        </Button>
      </div>
    </form>
  );
}
