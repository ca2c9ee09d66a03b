import { useState } from 'react';
import type { Product } from '@app/shared/contracts/catalog';
import { adminProductsQueueMessages } from '@app/shared/messages/admin/productsQueue';
import { Button } from '@app/shared/ui/Button';
import { Dialog } from '@app/shared/ui/Dialog';
import { ProductPreview } from '@app/shared/ui/ProductPreview';
import { kindOf, previewData } from './productsQueueView';

const t = adminProductsQueueMessages;

/** "Xem trước": the product as a buyer would see it once approved (the same preview creators see). */
export function PreviewButton({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const data = previewData(product);
  return (
    <Dialog
      trigger={
        <Button variant="secondary" size="sm" aria-label={t.previewOf(product.title)}>
          {t.preview}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t.previewTitle(data.title)}
      description={kindOf(product) === 'changes' ? t.previewChangesDescription : t.previewDescription}
      closeLabel={t.close}
      size="lg"
    >
      <ProductPreview product={data} />
    </Dialog>
  );
}
