import { useMemo } from 'react';
import type { OwnReview } from '@app/shared/contracts/reviews';
import { saveReviewInput } from '@app/shared/contracts/browser';
import { REVIEW_TEXT_MAX } from '@app/shared/contracts/limits';
import { useApiMutation } from '@app/shared/data/query';
import { errorText } from '@app/shared/forms/errorText';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { reviewMessages } from '@app/shared/messages/reviews';
import { Button } from '@app/shared/ui/Button';
import { FormError, TextAreaField } from '@app/shared/ui/Field';
import { draftOf, toSaveInput, type ReviewDraft } from './reviewsView';
import styles from './Reviews.module.css';

const t = reviewMessages.mine;
const STARS = [5, 4, 3, 2, 1] as const;

type Props = {
  productId: string;
  /** The review being changed; null for a new one. */
  review: OwnReview | null;
  onSaved: (message: string) => void;
  /** Leaves the form without saving (editing only). */
  onCancel?: () => void;
};

/**
 * The owner's form: 1 to 5 stars (a radio group) and an optional plain text, checked by the call's own contract
 * (the server checks the same one and says the same words).
 */
export function ReviewForm({ productId, review, onSaved, onCancel }: Props) {
  const save = useApiMutation('saveReview');
  const resolver = useMemo(
    () => schemaResolver(saveReviewInput, (draft: ReviewDraft) => toSaveInput(productId, draft)),
    [productId],
  );
  const form = useContractForm({ resolver, defaultValues: draftOf(review) });
  const ratingError = form.formState.errors.rating?.message;
  const onSubmit = form.submit(async (input) => {
    try {
      await save.mutateAsync(input);
      onSaved(t.saved);
    } catch (error) {
      form.fail(errorText(t.saveFailed, error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy} data-form="review">
      <FormError message={form.failure} />
      <fieldset className={styles.stars} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend>{t.rating}</legend>
        <div className={styles.starChoices}>
          {STARS.map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input type="radio" value={String(stars)} disabled={form.busy} {...form.register('rating')} />
              <span aria-hidden="true" className={styles.starGlyphs}>
                {'★'.repeat(stars)}
              </span>
              <span>{t.ratingOption(stars)}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="review-rating-error" className={styles.fieldError}>
            {ratingError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        {...form.field('body', 'review-body')}
        label={t.body}
        hint={t.bodyHint}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        disabled={form.busy}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={form.busy}>
          {form.busy ? t.saving : review ? t.update : t.save}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t.cancelEdit}
          </Button>
        )}
      </div>
    </form>
  );
}
