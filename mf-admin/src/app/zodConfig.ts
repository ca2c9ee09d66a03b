// In the browser zod validates without its compiled fast path: that path probes `new Function` when a schema
// is built, which the product's Content-Security-Policy (no 'unsafe-eval') blocks and reports. Imported
// before any contract schema is built; a form of 50 questions does not need the fast path.
import { z } from 'zod';

z.config({ jitless: true });
