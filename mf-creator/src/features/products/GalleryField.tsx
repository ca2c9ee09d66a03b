import { useEffect, useRef } from 'react';
import { MAX_GALLERY_IMAGES } from '@app/shared/contracts/limits';
import type { ContractForm } from '@app/shared/forms/useContractForm';
import { useFieldArray } from '@app/shared/forms/useContractForm';
import { productMediaMessages } from '@app/shared/messages/productMedia';
import { Button } from '@app/shared/ui/Button';
import { Field } from '@app/shared/ui/Field';
import type { ProductDraft, SaveInput } from './productDraft';
import { useGalleryUpload } from '@app/shared/uploads/mediaUploads';
import { EditorUploadControls } from './EditorUploadControls';
import styles from './Editor.module.css';

const t = productMediaMessages.gallery;

type Props = { form: ContractForm<ProductDraft, SaveInput> };

/**
 * The gallery: add pictures one at a time (up to eight), each with a required caption (its alternative text
 * for buyers), in the order the creator sets with the move buttons; remove any. Saved with the product.
 */
export function GalleryField({ form }: Props) {
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: 'gallery' });
  // The local pictures shown until the product is saved (and the server's own variants take their place).
  const objectUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const full = fields.length >= MAX_GALLERY_IMAGES;
  const upload = useGalleryUpload(
    (uploadId, file) => {
      const src = URL.createObjectURL(file);
      objectUrls.current.add(src);
      append({ uploadId, caption: '', src }, { shouldFocus: false });
      // The caption is required: the creator writes it next.
      requestAnimationFrame(() => form.setFocus(`gallery.${fields.length}.caption`));
    },
    full ? t.full : null,
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t.section}</legend>
      <p className={styles.muted}>{t.count(fields.length)}</p>
      {fields.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ol className={styles.gallery}>
          {fields.map((item, index) => {
            const position = index + 1;
            return (
              <li key={item.id} className={styles.galleryItem}>
                <img src={item.src} alt="" width={160} height={90} />
                <Field
                  label={t.caption(position)}
                  maxLength={200}
                  {...form.field(`gallery.${index}.caption`, `gallery-caption-${index}`)}
                />
                <div className={styles.galleryActions}>
                  <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {t.moveUp(position)}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {t.moveDown(position)}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => remove(index)}>
                    {t.remove(position)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <EditorUploadControls upload={upload} id="product-gallery-file" hint={t.hint} />
    </fieldset>
  );
}
