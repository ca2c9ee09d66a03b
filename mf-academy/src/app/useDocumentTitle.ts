import { useEffect } from 'react';
import { messages } from '@app/shared/messages/vi';

/** The tab title, as PageFrame sets it, for a page with its own hero instead of the frame's header. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${messages.brand}`;
  }, [title]);
}
