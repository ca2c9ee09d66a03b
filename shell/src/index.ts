// Federation needs an async boundary before anything shared is used.
import { prefetchRemotesConfig } from './features/remotes/configPrefetch';

prefetchRemotesConfig();
import('./features/remotes/openingArea').then((m) => m.loadOpeningArea());
import('./bootstrap');
