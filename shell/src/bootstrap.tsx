import '@app/shared/ui/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, startApp } from '@app/shared/ui/AppProviders';
import { App } from './App';
import { startPreloading } from './features/remotes/preload';

startApp();
startPreloading();

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render is a transition, so React renders it in slices and gives the browser back the main
// thread every few milliseconds: on a slow phone the page's first render is no long task that blocks
// input (Lighthouse's total blocking time). What is shown, and when, is the same.
startTransition(() => {
  root.render(
    <AppProviders>
      <App />
    </AppProviders>,
  );
});
