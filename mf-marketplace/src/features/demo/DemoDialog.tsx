import * as Dialog from '@radix-ui/react-dialog';
import type { Product } from '@app/shared/contracts/catalog';
import { marketplaceMessages as m } from '@app/shared/messages/marketplace';
import { ColorButtonDemo } from './ColorButtonDemo';
import { PongGame } from './PongGame';
import styles from './DemoDialog.module.css';

type Props = {
  product: Pick<Product, 'title' | 'description' | 'demoType'> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to the element that opened the dialog (see useDemoSelection). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The demo modal (SPEC "Demo modal types"): Radix Dialog traps focus, closes on Escape and on the overlay,
 * and gives focus back to the button that opened it.
 */
export function DemoDialog({ product, open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Dialog.Root open={open && product !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-demo-type={product?.demoType}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{product ? m.demo.title(product.title) : ''}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={m.demo.close}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{product?.description}</Dialog.Description>
          {product?.demoType === 'pongGame' && <PongGame />}
          {product?.demoType === 'uiComponent' && <ColorButtonDemo />}
          {product?.demoType === 'info' && (
            <div className={styles.info} role="status">
              <p className={styles.infoTitle}>{m.demo.infoTitle}</p>
              <p className={styles.help}>{m.demo.infoBody}</p>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
