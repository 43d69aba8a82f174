import React, { useEffect, useRef } from "react";
import type { FaqEntry } from "../content/content-mappers";
import { parseFaqQuestion } from "../lib/faq-question";
import { Icon } from "./icon";
import { RichText } from "./rich-text";
import { pushEvent } from "../analytics/data-layer";
import { faqOpenEvent } from "../analytics/events";

/** Once per opening: `data-tracked` marks an open question already reported; closing clears it. */
function reportToggle(details: HTMLDetailsElement, question: string): void {
  if (!details.open) {
    delete details.dataset.tracked;
    return;
  }
  if (details.dataset.tracked) return;
  details.dataset.tracked = "1";
  pushEvent(faqOpenEvent(question));
}

/**
 * FAQ as native <details>, each question with an expand marker (a chevron that turns with [open]). The browser exposes
 * the summary's expanded state to assistive technology itself: HTML forbids aria-expanded on a details' summary.
 * Keyboard and screen-reader friendly; "icon|text" questions show the icon. The static HTML works before React
 * hydrates: a question opened in that moment is reported when the page hydrates.
 */
export function FaqList({ items }: { items: FaqEntry[] }) {
  const list = useRef<HTMLDivElement>(null);
  const questions = items.map((item) => parseFaqQuestion(item.question));
  useEffect(() => {
    list.current?.querySelectorAll<HTMLDetailsElement>(":scope > details").forEach((details, i) => {
      const question = questions[i];
      if (question) reportToggle(details, question.text);
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only at hydration: later openings come through onToggle
  return (
    <div className="faq-list" ref={list}>
      {questions.map(({ icon, text }, i) => {
        return (
          <details key={i} className="faq" onToggle={(e) => reportToggle(e.currentTarget as HTMLDetailsElement, text)}>
            <summary>
              {icon && <Icon name={icon} size={20} />}
              <span className="faq__question">{text}</span>
              <svg
                className="faq__marker"
                aria-hidden="true"
                focusable="false"
                width="20"
                height="20"
                viewBox="0 0 20 20"
              >
                <path
                  d="M5 7.5l5 5 5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </summary>
            <RichText html={items[i]?.answer} className="faq__answer rich-text" />
          </details>
        );
      })}
    </div>
  );
}
