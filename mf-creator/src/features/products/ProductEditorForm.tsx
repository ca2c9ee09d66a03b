import { useEffect, useState } from 'react';
import type { Category, Product } from '@app/shared/contracts/catalog';
import { saveProductInput } from '@app/shared/contracts/browser';
import { apiKey, useApiMutation } from '@app/shared/data/query';
import { formatVnd } from '@app/shared/format';
import { creatorMessages } from '@app/shared/messages/creator';
import { useNavigate } from '@app/shared/router';
import { Button } from '@app/shared/ui/Button';
import { Field, FormError } from '@app/shared/ui/Field';
import { Notice } from '@app/shared/ui/Notice';
import { errorText } from '@app/shared/forms/errorText';
import { readNumber, schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm, useWatch } from '@app/shared/forms/useContractForm';
import { CategoryFields } from './CategoryFields';
import { DescriptionField } from './DescriptionField';
import { PreviewDialog } from './PreviewDialog';
import type { PreviewData } from '@app/shared/ui/ProductPreview';
import { LiveRegion } from '@app/shared/ui/LiveRegion';
import { editPath } from './ProductRow';
import { DemoFields } from './DemoFields';
import {
  draftFrom,
  editedMedia,
  emptyDraft,
  toSaveInput,
  whatYouGetLines,
  type ProductDraft,
  type SaveInput,
} from './productDraft';
import { GalleryField } from './GalleryField';
import { WhatYouGetField } from './WhatYouGetField';
import { ThumbnailField } from './ThumbnailField';
import { VideoField } from './VideoField';
import { usePosterUpload, useVideoUpload } from '@app/shared/uploads/mediaUploads';
import { useThumbnailUpload } from './useThumbnailUpload';
import { useUnsavedGuard } from './useUnsavedGuard';
import styles from './Editor.module.css';

const t = creatorMessages.products.editor;
const resolver = schemaResolver(saveProductInput, toSaveInput);

type Props = {
  product: Product | null;
  categories: Category[];
  /** Arrived here right after creating the product (its first save). */
  justCreated: boolean;
  /** Told whether anything is unsaved (the page's "back" link asks before leaving it). */
  onUnsavedChange: (unsaved: boolean) => void;
};

type SaveState = { status: 'idle' } | { status: 'saved' } | { status: 'failed'; message: string };

/** The price as the buyer will read it, under the field. */
function PriceShown({ value }: { value: string }) {
  const price = readNumber(value);
  if (!Number.isInteger(price) || price < 0) return null;
  return (
    <p id="product-price-shown" className={styles.muted} aria-live="polite">
      {t.priceShown(price === 0 ? creatorMessages.products.free : formatVnd(price))}
    </p>
  );
}

/** The product editor: every field checked by saveProduct's own schema; saving keeps the creator here. */
export function ProductEditorForm({ product, categories, justCreated, onUnsavedChange }: Props) {
  const navigate = useNavigate();
  const upload = useThumbnailUpload();
  const video = useVideoUpload();
  const poster = usePosterUpload();
  const [save, setSave] = useState<SaveState>({ status: justCreated ? 'saved' : 'idle' });
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const saving = useApiMutation('saveProduct', {
    // The list in the cache has the saved product at once (the editor of a new product reads it there).
    onSuccess: (saved, _input, client) =>
      client.setQueryData<Product[]>(apiKey('listMyProducts'), (list) =>
        list ? [saved, ...list.filter((item) => item.id !== saved.id)] : [saved],
      ),
  });
  const form = useContractForm<ProductDraft, SaveInput>({
    resolver,
    defaultValues: product ? draftFrom(product) : emptyDraft(),
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const price = useWatch({ control, name: 'price' });
  const thumbnailUploadId = useWatch({ control, name: 'thumbnailUploadId' });
  const uploading = [upload, video, poster].some(
    ({ state }) => state.status === 'running' || state.status === 'paused',
  );
  const unsaved = isDirty || uploading;
  useUnsavedGuard(unsaved);
  useEffect(() => {
    onUnsavedChange(unsaved);
  }, [unsaved, onUnsavedChange]);

  const finished = upload.state.uploadId;
  useEffect(() => {
    if (finished) setValue('thumbnailUploadId', finished, { shouldDirty: true });
  }, [finished, setValue]);

  // On a failure nothing typed is lost: the form keeps its values and says why beside them.
  const onSubmit = handleSubmit(async (input) => {
    if (uploading) return setSave({ status: 'failed', message: t.waitForUpload });
    try {
      const saved = await saving.mutateAsync(input);
      upload.reset();
      video.reset();
      poster.reset();
      reset(draftFrom(saved));
      setSave({ status: 'saved' });
      if (!product) navigate(editPath(saved.id), { replace: true, state: { saved: true } });
    } catch (error) {
      setSave({ status: 'failed', message: errorText(t.saveFailed, error) });
    }
  });

  const showPreview = () => {
    const draft = getValues();
    const category = categories.find((item) => item.id === draft.categoryId);
    const number = readNumber(draft.price);
    setPreview({
      title: draft.title.trim(),
      description: draft.description,
      whatYouGet: whatYouGetLines(draft.whatYouGet),
      price: Number.isInteger(number) && number >= 0 ? number : 0,
      categoryName: category?.name ?? null,
      subcategoryName: category?.subcategories.find((item) => item.id === draft.subcategoryId)?.name ?? null,
      thumbnailUrl: upload.state.previewUrl ?? (thumbnailUploadId === null ? null : (product?.thumbnailUrl ?? null)),
      creatorName: product?.creatorName ?? null,
    });
  };

  return (
    <>
      {product?.status === 'published' && <Notice kind="info">{t.publishedNote}</Notice>}
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t.formLabel}
        aria-busy={isSubmitting}
      >
        <Field label={t.title} maxLength={120} {...form.field('title', 'product-title')} />
        <DescriptionField control={control} {...form.field('description', 'product-description')} />
        <div className={styles.row}>
          <Field
            label={t.price}
            hint={t.priceHint}
            numeric
            describedBy="product-price-shown"
            after={<PriceShown value={price} />}
            {...form.field('price', 'product-price')}
          />
          <Field
            label={t.commissionRate}
            hint={t.commissionHint}
            numeric
            {...form.field('commissionRate', 'product-commission')}
          />
        </div>
        <div className={styles.row}>
          <CategoryFields categories={categories} form={form} />
        </div>
        <WhatYouGetField form={form} />
        <DemoFields form={form} />
        <Field label={t.appUrl} hint={t.appUrlHint} url {...form.field('appUrl', 'product-app-url')} />
        <ThumbnailField
          upload={upload}
          currentUrl={product?.thumbnailUrl ?? null}
          removed={thumbnailUploadId === null}
          onRemove={(removed) => setValue('thumbnailUploadId', removed ? null : undefined, { shouldDirty: true })}
        />
        {errors.thumbnailUploadId?.message && <FormError message={errors.thumbnailUploadId.message} />}
        <GalleryField form={form} />
        {errors.gallery?.message && <FormError message={errors.gallery.message} />}
        <VideoField form={form} video={video} poster={poster} current={product ? editedMedia(product).video : null} />
        {save.status === 'failed' && <FormError message={save.message} />}
        <div className={styles.saveBar}>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t.saving : t.save}
          </Button>
          <Button variant="secondary" onClick={showPreview}>
            {t.previewButton}
          </Button>
          <LiveRegion className={styles.saveState} data-testid="save-state">
            {isDirty ? t.dirty : save.status === 'saved' ? t.saved : ''}
          </LiveRegion>
        </div>
      </form>
      <PreviewDialog product={preview} onClose={() => setPreview(null)} />
    </>
  );
}
