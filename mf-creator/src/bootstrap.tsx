// Standalone start (the team's own `npm start`/`npm run dev`): the same providers as in the shell.
import '@app/shared/ui/tokens.css';
import { startStandalone } from '@app/shared/ui/StandaloneFrame';
import App from './App';

startStandalone(App, 'Nhà sáng tạo');
