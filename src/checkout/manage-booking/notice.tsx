import React, { useEffect, useRef } from "react";
import { useT } from "../../i18n/use-t";

/** What the page says after an answer: its kind, its text and, for a refused card, the card page to try again. */
export type Notice = { kind: "success" | "error" | "info"; text: string; retryUrl?: string | null };

/**
 * The manage-booking page's notice: the last answer of the booking API (done, refused, moved, unreachable), an alert
 * for an error and a status otherwise, with the card page's "Try another payment" link when a dearer date's payment
 * was refused. It takes the focus each time it changes, so that a screen reader and a keyboard are where the news is.
 */
export function ManageNotice({ notice }: { notice: Notice | null }) {
  const t = useT();
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (!notice) return null;
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role={notice.kind === "error" ? "alert" : "status"}
      className={`notice notice--${notice.kind}`}
      data-testid="manage-notice"
    >
      <p>{notice.text}</p>
      {notice.retryUrl && (
        <p>
          <a className="button button--primary" href={notice.retryUrl}>
            {t("callback.tryAnotherPayment")}
          </a>
        </p>
      )}
    </div>
  );
}
