import { emailAddress, honeypot } from './fields.ts';
import { z } from './z.ts';

export const newsletterSchema = z.object({ email: emailAddress, website: honeypot });
