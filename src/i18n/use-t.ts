import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type messages from "./messages/en/common.json";

/** Keys of the UI catalogues, typed from the English one (every catalogue has the same keys: unit-tested). */
export type MessageKey = keyof typeof messages;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * Texts already looked up, per i18next `t` (one per page and language: a new language is a new `t`, hence a new
 * cache). A page renders the same labels again and again (the calendar's 42 days at each render); i18next's lookup
 * and interpolation cost about as much as rendering the day itself on a phone.
 */
const looked = new WeakMap<TFunction, Map<string, string>>();

export function useT(): Translate {
  const { t } = useTranslation();
  let cache = looked.get(t);
  if (!cache) looked.set(t, (cache = new Map()));
  const texts = cache;
  return (key, vars) => {
    const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
    const found = texts.get(id);
    if (found !== undefined) return found;
    const text: string = t(key, vars ?? {});
    texts.set(id, text);
    return text;
  };
}
