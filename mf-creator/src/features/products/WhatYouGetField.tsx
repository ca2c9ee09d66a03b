import { creatorMessages } from '@app/shared/messages/creator';
import type { ContractForm } from '@app/shared/forms/useContractForm';
import { TextAreaField } from '@app/shared/ui/Field';
import type { ProductDraft, SaveInput } from './productDraft';
import forms from '../forms/forms.module.css';

const t = creatorMessages.products.editor;

/**
 * "Bạn nhận được gì", one item a line. The schema checks each line on its own; the first refused line's
 * message is the field's (there is one box for all of them).
 */
export function WhatYouGetField({ form }: { form: ContractForm<ProductDraft, SaveInput> }) {
  const field = form.field('whatYouGet', 'product-what-you-get');
  const fieldError = form.formState.errors.whatYouGet as
    { message?: string } | (({ message?: string } | undefined)[] & { message?: string }) | undefined;
  const lineError = Array.isArray(fieldError) ? fieldError.find((line) => line?.message)?.message : undefined;
  return (
    <TextAreaField
      label={t.whatYouGet}
      hint={t.whatYouGetHint}
      rows={4}
      className={forms.textarea}
      {...field}
      error={field.error ?? lineError}
    />
  );
}
