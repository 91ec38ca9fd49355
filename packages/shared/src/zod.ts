import { z } from 'zod';

// Validation messages default to Portuguese on both sides; schemas override them where the spec gives a text.
z.config(z.locales.pt());

export { z };
