import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Dialog } from '@app/shared/ui/Dialog';
import { ColorButtonDemo } from '@app/shared/ui/demo/ColorButtonDemo';
import { PongGame } from '@app/shared/ui/demo/PongGame';
import styles from './DemoDialog.module.css';

type Props = {
  product: Pick<Product, 'title' | 'description' | 'demoType'> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to the element that opened the dialog (see useDemoSelection). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The demo modal (docs/product.md "Demo modal types") on the shared Dialog: focus trapped, closes on Escape and on
 * the overlay, and gives focus back to the button that opened it (useDemoSelection).
 */
export function DemoDialog({ product, open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Dialog
      open={open && product !== null}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={product ? m.demo.title(product.title) : ''}
      description={product?.description ?? ''}
      closeLabel={m.demo.close}
      size="lg"
      contentProps={{ 'data-demo-type': product?.demoType }}
    >
      {product?.demoType === 'pongGame' && <PongGame />}
      {product?.demoType === 'uiComponent' && <ColorButtonDemo />}
      {product?.demoType === 'info' && (
        <div className={styles.info} role="status">
          <p className={styles.infoTitle}>{m.demo.infoTitle}</p>
          <p className={styles.help}>{m.demo.infoBody}</p>
        </div>
      )}
    </Dialog>
  );
}
