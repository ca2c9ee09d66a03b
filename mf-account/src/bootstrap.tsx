// Standalone start (the team's own `npm start`/`npm run dev`): the same providers as in the shell.
import '@app/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { AppProviders, startApp } from '@app/shared/ui/AppProviders';
import { StandaloneFrame } from '@app/shared/ui/StandaloneFrame';
import App from './App';

startApp();

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <StandaloneFrame area="Tài khoản">
      <App />
    </StandaloneFrame>
  </AppProviders>,
);
