// zod without its compiled fast path, for the browser. Building an object schema otherwise probes
// `new Function` once, which the product's Content-Security-Policy (no 'unsafe-eval') blocks and reports.
// Its own module, imported first by ./browser.ts: ES modules run their imports before their own body, so
// the setting must be made by a module that is evaluated before any module that builds a schema.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
