import {
  useWatch,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from '@app/shared/forms/useContractForm';
import type { Category } from '@app/shared/contracts/catalog';
import { creatorMessages } from '@app/shared/messages/creator';
import { Field } from '@app/shared/ui/Field';
import type { DraftControl, ProductDraft } from './productDraft';

const t = creatorMessages.products.editor;

type Props = {
  categories: Category[];
  control: DraftControl;
  register: UseFormRegister<ProductDraft>;
  setValue: UseFormSetValue<ProductDraft>;
  errors: FieldErrors<ProductDraft>;
};

/** Category, then the subcategories of that category only (another category clears the choice). */
export function CategoryFields({ categories, control, register, setValue, errors }: Props) {
  const categoryId = useWatch({ control, name: 'categoryId' });
  const subcategories = categories.find((category) => category.id === categoryId)?.subcategories ?? [];
  return (
    <>
      <Field
        as="select"
        id="product-category"
        label={t.category}
        error={errors.categoryId?.message}
        {...register('categoryId', { onChange: () => setValue('subcategoryId', '', { shouldDirty: true }) })}
      >
        <option value="">{t.chooseCategory}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </Field>
      <Field
        as="select"
        id="product-subcategory"
        label={t.subcategory}
        error={errors.subcategoryId?.message}
        disabled={subcategories.length === 0}
        {...register('subcategoryId')}
      >
        <option value="">{t.noSubcategory}</option>
        {subcategories.map((subcategory) => (
          <option key={subcategory.id} value={subcategory.id}>
            {subcategory.name}
          </option>
        ))}
      </Field>
    </>
  );
}
