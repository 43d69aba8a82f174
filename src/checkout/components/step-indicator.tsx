import React from "react";
import { useT, type MessageKey } from "../../i18n/use-t";

const STEPS: MessageKey[] = ["checkout.step1", "checkout.step2", "checkout.step3", "checkout.step4"];

/** The four checkout steps, the current one marked (aria-current="step"). */
export function StepIndicator({ current }: { current: 1 | 2 | 3 | 4 }) {
  const t = useT();
  return (
    <nav aria-label={t("checkout.steps")} className="steps">
      <ol className="steps__list">
        {STEPS.map((key, i) => {
          const step = i + 1;
          const state = step < current ? "done" : step === current ? "current" : "todo";
          return (
            <li
              key={key}
              className={`steps__item steps__item--${state}`}
              aria-current={step === current ? "step" : undefined}
            >
              <span className="steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="steps__label">
                <span className="visually-hidden">{t("checkout.stepOf", { step, count: STEPS.length })}: </span>
                {t(key)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
