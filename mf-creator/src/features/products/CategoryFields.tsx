import { useWatch, type ContractForm } from '@app/shared/forms/useContractForm';
import type { Category } from '@app/shared/contracts/catalog';
import { creatorMessages } from '@app/shared/messages/creator';
import { Field } from '@app/shared/ui/Field';
import { Options } from '@app/shared/ui/Options';
import type { ProductDraft, SaveInput } from './productDraft';

const t = creatorMessages.products.editor;

type Props = { categories: Category[]; form: ContractForm<ProductDraft, SaveInput> };

const idOf = (item: { id: string }) => item.id;
const nameOf = (item: { name: string }) => item.name;

/** Category, then the subcategories of that category only (another category clears the choice). */
export function CategoryFields({ categories, form }: Props) {
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const category = form.field('categoryId', 'product-category');
  const subcategories = categories.find((category) => category.id === categoryId)?.subcategories ?? [];
  return (
    <>
      <Field
        as="select"
        label={t.category}
        {...category}
        onChange={(event) => {
          form.setValue('subcategoryId', '', { shouldDirty: true });
          return category.onChange(event);
        }}
      >
        <Options none={t.chooseCategory} items={categories} value={idOf} label={nameOf} />
      </Field>
      <Field
        as="select"
        label={t.subcategory}
        disabled={subcategories.length === 0}
        {...form.field('subcategoryId', 'product-subcategory')}
      >
        <Options none={t.noSubcategory} items={subcategories} value={idOf} label={nameOf} />
      </Field>
    </>
  );
}
