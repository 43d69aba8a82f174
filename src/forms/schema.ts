/**
 * The forms' schema, built with the site's zod from the module the web server validates with too
 * (domain/forms.ts, ADR 0060). Only the form chunk imports this file (zod stays off content pages).
 */
import { z } from "zod";
import { formSchemas } from "../../domain/forms";

export { COUNTRY_CODES, FORM_FIELDS, REQUIRED_FIELDS, type FormKind, type FormErrorKey } from "../../domain/forms";

// No JIT: zod would otherwise probe `new Function`, which the site's CSP (no 'unsafe-eval', ADR 0070) reports as a
// violation even though zod catches the refusal.
z.config({ jitless: true });

export const FORM_SCHEMAS = formSchemas(z);
