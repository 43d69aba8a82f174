/**
 * Sends a help-centre form to the web server (POST /api/forms/{kind}, services/api/src/forms). The server answers
 * every refusal with a localized message; a network or server failure is the spec's "something went wrong".
 */
import type { FormKind } from "../../domain/forms";

export const FORMS_API_URL = "/api/forms";

export type SubmitOutcome =
  | { kind: "sent"; message: string; reference: string | null }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "refused"; message: string }
  | { kind: "failed" };

interface ServerAnswer {
  ok?: boolean;
  message?: string;
  /** The request number the acknowledgement e-mail quotes. */
  reference?: string;
  fields?: { field: string; message: string }[];
}

export async function submitForm(
  kind: FormKind,
  body: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let res: Response;
  let answer: ServerAnswer;
  try {
    res = await fetchImpl(`${FORMS_API_URL}/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
    answer = (await res.json()) as ServerAnswer;
  } catch {
    return { kind: "failed" };
  }
  if (res.status === 201 && answer.ok && answer.message)
    return {
      kind: "sent",
      message: answer.message,
      reference: typeof answer.reference === "string" ? answer.reference : null,
    };
  if (res.status === 400 && answer.fields?.length) {
    return { kind: "invalid", fields: Object.fromEntries(answer.fields.map((f) => [f.field, f.message])) };
  }
  if ([403, 413, 429].includes(res.status) && answer.message) return { kind: "refused", message: answer.message };
  return { kind: "failed" };
}
