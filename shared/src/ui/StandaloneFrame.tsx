import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, startApp } from '@app/shared/ui/AppProviders';
import { commonMessages } from '@app/shared/messages/common';
import styles from './StandaloneFrame.module.css';

/**
 * What a remote shows around its App when its team runs it on its own (no shell): a thin bar naming
 * the area, then the area. Providers are the same as in the shell (AppProviders).
 */
export function StandaloneFrame({ area, children }: { area: string; children: ReactNode }) {
  return (
    <>
      <div className={styles.standaloneBar}>
        <strong>{commonMessages.brand}</strong> · {area}{' '}
        <span className={styles.standaloneTag}>{commonMessages.standalone}</span>
      </div>
      <main id="main">{children}</main>
    </>
  );
}

/** A remote's standalone start (its team's own `npm start`/`npm run dev`): the shell's providers, the bar, the App. */
export function startStandalone(App: ComponentType, area: string): void {
  startApp();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders>
      <StandaloneFrame area={area}>
        <App />
      </StandaloneFrame>
    </AppProviders>,
  );
}
