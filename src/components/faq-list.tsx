import React from "react";
import { parseFaqQuestion } from "../lib/faq-question";
import { Icon } from "./icon";
import { RichText } from "./rich-text";

export interface FaqEntry {
  question: string;
  /** Sanitized HTML. */
  answer: string;
}

/** Pushes the spec's faq_open analytics event when a question is opened. */
export function trackFaqOpen(question: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: "faq_open", question });
}

/** FAQ as native <details> (keyboard and screen-reader friendly); "icon|text" questions show the icon. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="faq-list">
      {items.map((item, i) => {
        const { icon, text } = parseFaqQuestion(item.question);
        return (
          <details
            key={i}
            className="faq"
            onToggle={(e) => {
              if ((e.currentTarget as HTMLDetailsElement).open) trackFaqOpen(text);
            }}
          >
            <summary>
              {icon && <Icon name={icon} size={20} />}
              <span>{text}</span>
            </summary>
            <RichText html={item.answer} className="faq__answer rich-text" />
          </details>
        );
      })}
    </div>
  );
}
