import { useTranslation } from "react-i18next";
import type messages from "./messages/en/common.json";

/** Keys of the UI catalogues, typed from the English one (every catalogue has the same keys: unit-tested). */
export type MessageKey = keyof typeof messages;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useT(): Translate {
  const { t } = useTranslation();
  return (key, vars) => t(key, vars ?? {});
}
