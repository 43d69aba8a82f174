/**
 * The one adapter between the forms' zod schemas and formik, used by the checkout's customer form and
 * the help forms (contact, private tour): a schema's problems, first per field in the form's order, become formik's
 * errors (one translated text per field) and the error summary's rows.
 */
import type { MessageKey } from "../i18n/use-t";

/** One invalid field and the catalogue key of its message. */
export interface FieldProblem<F extends string = string> {
  field: F;
  key: MessageKey;
}

/** The issues of a failed zod parse (structural: the site's zod and the domain's schemas both fit). */
interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** A zod parse's problems whose messages are catalogue keys: the first per field, in issue order. */
export function zodProblems(parsed: ParseResult): FieldProblem[] {
  if (parsed.success || !parsed.error) return [];
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, key: issue.message as MessageKey });
  }
  return problems;
}

/** formik's errors: each field's message, translated. */
export function formikErrors<F extends string>(
  problems: readonly FieldProblem<F>[],
  t: (key: MessageKey) => string,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const { field, key } of problems) if (!errors[field]) errors[field] = t(key);
  return errors;
}

/** The error summary's rows: [field, message] for each field in error, in the form's order. */
export function summaryRows<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, string | undefined>>,
): [F, string][] {
  return order.flatMap((field) => {
    const message = errors[field];
    return message ? [[field, message] as [F, string]] : [];
  });
}
