import { ICONS, type IconName } from "./icons";

export const isIconName = (v: string): v is IconName => Object.hasOwn(ICONS, v);

/** A CMS FAQ question, plain or in the "icon|text" form (e.g. `clock|How long does the tour last?`). */
export function parseFaqQuestion(question: string): { icon: IconName | null; text: string } {
  const bar = question.indexOf("|");
  if (bar > 0) {
    const icon = question.slice(0, bar).trim();
    if (isIconName(icon)) return { icon, text: question.slice(bar + 1).trim() };
  }
  return { icon: null, text: question };
}
