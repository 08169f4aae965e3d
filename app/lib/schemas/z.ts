import { z } from 'zod';

// Zod probes for eval (new Function) to speed up parsing; the Content-Security-Policy forbids eval, and
// the refused probe is reported as a violation in every browser that loads a form. Never probe.
z.config({ jitless: true });

export { z };
