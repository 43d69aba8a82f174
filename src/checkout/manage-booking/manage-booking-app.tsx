import "../checkout.css";
import "./manage-booking.css";
import React, { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { cancelRefundText } from "./format";
import { ApolloProvider, useApolloClient, useMutation } from "@apollo/client/react";
import { bookingClient } from "../../lib/booking-client";
import { dataOf, isBookingApiError } from "../../lib/booking-errors";
import { ConfirmDialog } from "../components/confirm-dialog";
import { ShellToasts, toast } from "../../components/toast-area";
import {
  CancelBookingDocument,
  ChangeBookingDateDocument,
  ConfirmDateChangeDocument,
  MyBookingByLinkDocument,
  MyBookingDocument,
  ResendTicketsDocument,
  type ManagedBookingFieldsFragment,
} from "../graphql/__generated__/graphql";
import { BookingDetails, type ManageAction } from "./booking-details";
import { ChangeDate } from "./change-date";
import { LookupForm } from "./lookup-form";
import {
  forgetManagedKey,
  keyMatches,
  loadManagedKey,
  markedEntry,
  markEntry,
  movedKey,
  saveManagedKey,
  type ManagedKey,
} from "./session";

export interface ManageBookingAppProps {
  locale: Locale;
  /** location.search: ?reference= (links), and t, s after paying a dearer date's difference. */
  search: string;
  /** The e-mail's signed link token (ADR 0360), already taken out of the address by the mount. */
  linkToken?: string | null;
}

type Notice = { kind: "success" | "error" | "info"; text: string; retryUrl?: string | null };

/**
 * Manage my booking (route manage-booking): reference + e-mail give the booking, which the visitor can get again by
 * e-mail, cancel (free up to 24 hours before, refunded to the card) or move to another date (same tickets; a dearer
 * date is paid on the card page and the visitor comes back here, where the server confirms the change once).
 * Every answer comes from the booking API (services/api); the page keeps only the reference and e-mail of this tab.
 * The e-mails' signed link opens the booking at once (ADR 0360); expired or altered, the form says why. Once a booking
 * is shown, the page shows it again, as it is now, on reload and on Back or Forward to it (session.ts), until
 * "Another booking".
 */
export default function ManageBookingApp(props: ManageBookingAppProps) {
  return (
    <ApolloProvider client={bookingClient()}>
      <ManageBooking {...props} />
    </ApolloProvider>
  );
}

/** The page under the booking client (src/lib/booking-client.ts, ADR 0340). */
function ManageBooking({ locale, search, linkToken = null }: ManageBookingAppProps) {
  const t = useT();
  const client = useApolloClient();
  const [confirmDateChange] = useMutation(ConfirmDateChangeDocument);
  const [resendTickets] = useMutation(ResendTicketsDocument);
  const [cancelBooking] = useMutation(CancelBookingDocument);
  const [changeBookingDate] = useMutation(ChangeBookingDateDocument);
  const query = new URLSearchParams(search);
  const returned = { t: query.get("t"), s: query.get("s"), eventId: query.get("eventId") };
  const [key, setKey] = useState<ManagedKey | null>(null);
  const [booking, setBooking] = useState<ManagedBookingFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [changing, setChanging] = useState(false);
  const [confirmingReturn, setConfirmingReturn] = useState(!!(returned.t && returned.s));
  // What the page opens by itself on arrival: the e-mail's signed link, else the booking this history entry showed
  // (a reload, or Back or Forward to it after an action; session.ts).
  const [opening, setOpening] = useState<"link" | "kept" | null>(() => {
    if (returned.t && returned.s) return null;
    if (linkToken) return "link";
    const kept = loadManagedKey();
    const mark = markedEntry();
    return kept && mark && keyMatches(kept, mark) ? "kept" : null;
  });
  const [linkReference, setLinkReference] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const show = (b: ManagedBookingFieldsFragment | null | undefined) => {
    if (b) setBooking(b);
  };

  const lookUp = useCallback(
    async (k: ManagedKey) => {
      setBusy(true);
      setProblem(null);
      try {
        // Looked up on the visitor's submit: always asked (network-only), the answer updates the cached booking.
        const { myBooking } = dataOf(
          await client.query({ query: MyBookingDocument, variables: { ...k, locale }, fetchPolicy: "network-only" }),
        );
        if (!myBooking) {
          setProblem(t("manage.notFound"));
          return;
        }
        // Found by the reference it had before a change of date: keep the current one, and say it moved.
        const current = movedKey(k, myBooking.reference);
        setKey(current);
        saveManagedKey(current);
        setBooking(myBooking);
        if (myBooking.movedNotice) setNotice({ kind: "info", text: myBooking.movedNotice });
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        setProblem(t("manage.unreachable"));
      } finally {
        setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity on every render; the language does not change on this page
    [locale],
  );

  /** The kept booking of this tab, asked again as it is now (a reload, Back or Forward after an action). */
  const reopenKept = useCallback(async () => {
    const kept = loadManagedKey();
    if (!kept) return;
    try {
      const { myBooking } = dataOf(
        await client.query({
          query: MyBookingDocument,
          variables: { reference: kept.reference, email: kept.email, locale },
          fetchPolicy: "network-only",
        }),
      );
      if (!myBooking) return; // gone (another tab's "Another booking"?): the form, filled with its reference
      const current = movedKey(kept, myBooking.reference);
      setKey(current);
      saveManagedKey(current);
      setBooking(myBooking);
      setChanging(false); // a calendar left open before the card page belongs to a change that is done
    } catch (error) {
      if (!isBookingApiError(error)) throw error;
      setNotice({ kind: "error", text: t("manage.unreachable") });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity on every render; the language does not change on this page
  }, [locale]);

  // On arrival: the e-mail's signed link opens its booking without asking anything (ADR 0360); expired or altered,
  // the form, filled with the reference the link names, says why. Else the booking this history entry showed.
  useEffect(() => {
    if (opening === "kept") {
      void reopenKept().finally(() => setOpening(null));
      return;
    }
    if (opening !== "link" || !linkToken) return;
    void (async () => {
      try {
        const { myBookingByLink: r } = dataOf(
          await client.query({
            query: MyBookingByLinkDocument,
            variables: { token: linkToken, locale },
            fetchPolicy: "network-only",
          }),
        );
        if (r.booking) {
          // The booking's own address lets the page act on it as after a look-up (and only on it).
          const opened: ManagedKey = { reference: r.booking.reference, email: r.booking.email ?? "" };
          setKey(opened);
          saveManagedKey(opened);
          setBooking(r.booking);
          if (r.booking.movedNotice) setNotice({ kind: "info", text: r.booking.movedNotice });
        } else {
          setLinkReference(r.reference ?? null);
          setNotice({ kind: "error", text: r.message ?? t("manage.notFound") });
        }
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        setNotice({ kind: "error", text: t("manage.unreachable") });
      } finally {
        setOpening(null);
      }
    })();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  // This history entry shows this booking: a reload, Back or Forward to it shows it again (session.ts).
  useEffect(() => {
    if (booking && key) markEntry(key.reference);
  }, [booking, key]);

  // Back or Forward to this page restored from the browser's page cache: the booking as it is now, not as it was.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted && loadManagedKey() && markedEntry()) void reopenKept();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reopenKept]);

  // Back from the card page of a dearer date: the server verifies that payment and moves the booking once.
  useEffect(() => {
    if (!returned.t || !returned.s) return;
    const stored = loadManagedKey();
    void (async () => {
      try {
        const { confirmDateChange: r } = dataOf(
          await confirmDateChange({
            variables: { input: { t: returned.t, s: returned.s, eventId: returned.eventId }, locale },
          }),
        );
        show(r.booking);
        if (r.booking && stored) setKey(movedKey(stored, r.booking.reference));
        setNotice({
          kind: r.code === "CHANGED" ? "success" : "error",
          text: r.message,
          retryUrl: r.code === "PAYMENT_REJECTED" ? r.redirectUrl : null,
        });
        if (r.code === "CHANGED" && r.booking && stored) saveManagedKey(movedKey(stored, r.booking.reference));
      } catch (error) {
        if (!isBookingApiError(error)) throw error;
        setNotice({ kind: "error", text: t("manage.unreachable") });
      } finally {
        setConfirmingReturn(false);
        // The provider's parameters have done their job: a reload shows the booking, not a second confirmation.
        const clean = new URLSearchParams(window.location.search);
        for (const p of ["t", "s", "eventId", "eci", "lang"]) clean.delete(p);
        const rest = clean.toString();
        window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
      }
    })();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  /** One call to the booking API at a time: busy while it runs, "unreachable" when it cannot be reached. */
  const withBookingApi = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      if (!isBookingApiError(error)) throw error;
      setNotice({ kind: "error", text: t("manage.unreachable") });
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: ManageAction) => {
    if (action === "change") {
      setNotice(null);
      setChanging(true);
      return;
    }
    if (action === "cancel") {
      setConfirmCancel(true);
      return;
    }
    if (!key) return;
    await withBookingApi(async () => {
      const { resendTickets: r } = dataOf(await resendTickets({ variables: { ...key, locale } }));
      show(r.booking);
      // Sent again: a passing confirmation in the shell's toast area (the page itself does not change); a refusal stays.
      if (r.ok) {
        setNotice(null);
        toast.success(r.message);
      } else {
        setNotice({ kind: "error", text: r.message });
      }
    });
  };

  const cancel = async () => {
    setConfirmCancel(false);
    if (!key) return;
    await withBookingApi(async () => {
      const { cancelBooking: r } = dataOf(await cancelBooking({ variables: { ...key, locale } }));
      show(r.booking);
      setChanging(false);
      setNotice({ kind: r.ok ? "success" : "error", text: r.message });
    });
  };

  const change = async (choice: { date: string; availabilityId: string | null }) => {
    if (!key) return;
    await withBookingApi(async () => {
      const { changeBookingDate: r } = dataOf(
        await changeBookingDate({
          variables: {
            input: { ...key, date: choice.date, availabilityId: choice.availabilityId },
            locale,
          },
        }),
      );
      if (r.code === "PAYMENT_REQUIRED" && r.redirectUrl) {
        saveManagedKey(key);
        window.location.assign(r.redirectUrl);
        return;
      }
      show(r.booking);
      if (r.code === "CHANGED" && r.booking) {
        const next = movedKey(key, r.booking.reference);
        setKey(next);
        saveManagedKey(next);
        setChanging(false);
      }
      setNotice({ kind: r.ok ? "success" : "error", text: r.message });
    });
  };

  const initial = {
    reference: linkReference ?? query.get("reference") ?? loadManagedKey()?.reference ?? "",
    email: "",
  };
  const refund = booking ? cancelRefundText(booking, locale) : "";

  return (
    <div className="manage-booking" data-testid="manage-booking" aria-busy={busy || confirmingReturn || !!opening}>
      {notice && (
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
      )}
      {confirmingReturn && <p role="status">{t("manage.confirmingChange")}</p>}
      {opening && <p role="status">{t("manage.openingLink")}</p>}
      {!(booking && key) && !confirmingReturn && !opening && (
        <>
          <p id="manage-intro">{t("manage.intro")}</p>
          <LookupForm
            initial={booking ? { reference: booking.reference, email: "" } : initial}
            busy={busy}
            problem={problem}
            onSubmit={(k) => void lookUp(k)}
          />
        </>
      )}
      {booking && key && (
        <>
          <BookingDetails booking={booking} locale={locale} busy={busy} onAction={(a) => void act(a)} />
          {changing && booking.status !== "CANCELLED" && (
            <ChangeDate
              booking={booking}
              email={key.email}
              locale={locale}
              busy={busy}
              onConfirm={(c) => void change(c)}
              onClose={() => setChanging(false)}
            />
          )}
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setBooking(null);
                setKey(null);
                setNotice(null);
                setChanging(false);
                // The visitor leaves this booking: a reload or Back no longer reopens it.
                forgetManagedKey();
                markEntry(null);
              }}
            >
              {t("manage.otherBooking")}
            </button>
          </p>
        </>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={t("manage.cancel")}
        text={t("manage.cancelQuestion", { amount: refund })}
        confirmLabel={t("manage.cancelConfirm")}
        cancelLabel={t("manage.keep")}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmCancel(false)}
      />
      <ShellToasts />
    </div>
  );
}
