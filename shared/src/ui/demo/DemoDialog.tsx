import { descriptionSummary } from '@app/shared/catalog/summary';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { Dialog } from '@app/shared/ui/Dialog';
import { ColorButtonDemo } from '@app/shared/ui/demo/ColorButtonDemo';
import type { DemoProduct } from '@app/shared/ui/demo/demo';
import { EmbedDemo } from '@app/shared/ui/demo/EmbedDemo';
import { PongGame } from '@app/shared/ui/demo/PongGame';
import styles from './DemoDialog.module.css';

type Props = {
  product: DemoProduct | null;
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
      // One line under the title: the description is Markdown, written for the product page.
      description={product ? descriptionSummary(product.description) : ''}
      closeLabel={m.demo.close}
      size="lg"
      contentProps={{ 'data-demo-type': product?.demoType }}
    >
      {product?.demoType === 'pongGame' && <PongGame />}
      {product?.demoType === 'uiComponent' && <ColorButtonDemo />}
      {product?.demoType === 'embed' && product.demoUrl && <EmbedDemo url={product.demoUrl} title={product.title} />}
      {product?.demoType === 'info' && (
        <div className={styles.info} role="status">
          <p className={styles.infoTitle}>{m.demo.infoTitle}</p>
          <p className={styles.help}>{m.demo.infoBody}</p>
        </div>
      )}
    </Dialog>
  );
}
