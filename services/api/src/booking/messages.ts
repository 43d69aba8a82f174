/**
 * The error catalogue (spec section 8) and the booking rule messages (section 5) in every site language: the "errors"
 * catalogue (services/api/messages/{lng}/errors.json, read by ../i18n.ts, ADR 0364). English texts are kept exactly as
 * the spec gives them; the other languages are translations. `{{name}}` placeholders are filled by `message()`.
 */
import type { Locale } from "../locale.ts";
import { t, type KeyOf } from "../i18n.ts";

export type MessageKey = KeyOf<"errors">;

export function message(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return t("errors", key, locale, params);
}
