import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §4/§9: the selected product stays during the closing animation and is cleared 300 ms after. */
export const DEMO_CLEAR_DELAY_MS = 300;

/** Open/closed state of the demo modal and the product it shows. */
export function useDemoSelection<T>() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The element that opened the dialog gets focus back when it closes (there is no Dialog.Trigger: one
  // dialog serves every card).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((item: T) => {
    clearTimeout(timer.current);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(item);
    setOpen(true);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    clearTimeout(timer.current);
    if (!next) timer.current = setTimeout(() => setSelected(null), DEMO_CLEAR_DELAY_MS);
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }, []);

  return { open, selected, show, onOpenChange, onCloseAutoFocus };
}

export type DemoSelection<T> = ReturnType<typeof useDemoSelection<T>>;
