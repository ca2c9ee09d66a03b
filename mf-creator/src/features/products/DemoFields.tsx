import { creatorMessages } from '@app/shared/messages/creator';
import { useWatch, type ContractForm } from '@app/shared/forms/useContractForm';
import { Field } from '@app/shared/ui/Field';
import { Options } from '@app/shared/ui/Options';
import { DEMO_TYPES, type ProductDraft, type SaveInput } from './productDraft';

const t = creatorMessages.products.editor;

/** The demo buyers try: a built-in one, the creator's own page (its address then asked for), or none. */
export function DemoFields({ form }: { form: ContractForm<ProductDraft, SaveInput> }) {
  const demoType = useWatch({ control: form.control, name: 'demoType' });
  return (
    <>
      <Field as="select" label={t.demoType} hint={t.demoTypeHint} {...form.field('demoType', 'product-demo')}>
        <Options items={DEMO_TYPES} value={(type) => type} label={(type) => t.demoTypes[type]} />
      </Field>
      {demoType === 'embed' && (
        <Field label={t.demoUrl} hint={t.demoUrlHint} url {...form.field('demoUrl', 'product-demo-url')} />
      )}
    </>
  );
}
