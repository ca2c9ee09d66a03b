// The area of the page being opened starts loading first thing, from the entry chunk: its manifest,
// remoteEntry.js and page code (already on their way since the page's inline boot script,
// tools/webpack/shell-boot.js, asked for them) arrive while React and the Firebase client are still
// downloading and the sign-in check runs (docs/product.md §4 holds the area's render until that check ends, not its
// download). Only modules that are not federation-shared may run before the async boundary
// below: openingArea, the registry and the route table import nothing shared.
import { loadOpeningArea } from './features/remotes/openingArea';

loadOpeningArea();
// Federation needs an async boundary before anything shared is used.
import('./bootstrap');
