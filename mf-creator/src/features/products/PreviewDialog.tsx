import { creatorMessages } from '@app/shared/messages/creator';
import { Dialog } from '@app/shared/ui/Dialog';
import { ProductPreview, type PreviewData } from '@app/shared/ui/ProductPreview';

const t = creatorMessages.products.previewDialog;

type Props = {
  product: PreviewData | null;
  onClose: () => void;
};

/** "Xem trước": the buyer's view of a product (a saved one from the list, or the editor's unsaved form). */
export function PreviewDialog({ product, onClose }: Props) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.title(product?.title || t.untitled)}
      description={t.description}
      closeLabel={t.close}
      size="lg"
    >
      {product && <ProductPreview product={product} />}
    </Dialog>
  );
}
