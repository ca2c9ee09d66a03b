// Loaded lazily (React.lazy in BecomeCreatorPage): react-hook-form and zod are only in this form's chunk.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitCreatorApplicationInput, type z } from '@app/shared/contracts/browser';
import type { MyCreatorApplication } from '@app/shared/contracts/creator';
import { useApiMutation } from '@app/shared/data/query';
import { creatorMessages } from '@app/shared/messages/creator';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError, TextAreaField } from '@app/shared/ui/Field';
import { errorText } from '../forms/errorText';
import { optional, schemaResolver } from '../forms/schemaResolver';
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
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useApiMutation('submitCreatorApplication', { invalidates: ['getMyCreatorApplication'] });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationDraft, unknown, z.output<typeof submitCreatorApplicationInput>>({
    resolver,
    defaultValues: draftFrom(previous, displayName),
    mode: 'onTouched',
  });

  // On a failure nothing typed is lost: the form stays as it was, with the server's reason beside it.
  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    await submit.mutateAsync(input).catch((error: unknown) => setFailure(errorText(t.submitFailed, error)));
  });

  const field = (name: keyof ApplicationDraft) => ({
    id: `application-${name}`,
    label: t.fields[name],
    hint: t.hints[name],
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isSubmitting}>
      <p className={styles.muted}>{t.formLead}</p>
      <FormError message={failure} />
      <Field {...field('displayName')} autoComplete="name" maxLength={80} />
      <Field {...field('expertise')} maxLength={200} />
      <TextAreaField {...field('bio')} maxLength={2000} className={forms.textarea} />
      <Field {...field('portfolioUrl')} type="url" inputMode="url" autoComplete="url" />
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
