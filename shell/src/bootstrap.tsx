import '@app/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { AppProviders, startApp } from '@app/shared/ui/AppProviders';
import { App } from './app/App';
import { initRemotes } from './features/remotes/registry';
import { startPreloading } from './features/remotes/preload';

startApp();
// Registering the remotes runs while the auth check is under way; areas wait for it before loading.
initRemotes();
startPreloading();

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <App />
  </AppProviders>,
);
