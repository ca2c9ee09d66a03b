import '@app/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { AppProviders, startApp } from '@app/shared/ui/AppProviders';
import { App } from './app/App';
import { startPreloading } from './features/remotes/preload';

startApp();
startPreloading();

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <App />
  </AppProviders>,
);
