import { useEffect } from 'react';
import { commonMessages } from '@app/shared/messages/common';

/** The tab title, as PageFrame sets it, for a page with its own hero instead of the frame's header. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${commonMessages.brand}`;
  }, [title]);
}
