import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import type { Locale } from "../../../i18n/locales";
import { useT } from "../../../i18n/use-t";
import { dataOf, isBookingApiError } from "../../../lib/booking-errors";
import {
  DateChangeQuoteDocument,
  StartTimesDocument,
  type DateChangeQuoteQuery,
  type ManagedBookingFieldsFragment,
  type PassengersInput,
  type StartTimesQuery,
} from "../../graphql/__generated__/graphql";

export type Quote = DateChangeQuoteQuery["dateChangeQuote"];

/**
 * The change of date's choice and its price: the day chosen, its open start times (the first one chosen), and the
 * server's price of that date for the same tickets (`quote`: the new total and the difference), always asked anew;
 * a refused date or an unreachable server is `problem`. `choose` takes a day, `chooseTime` another start time.
 */
export function useDateQuote(
  booking: ManagedBookingFieldsFragment,
  email: string,
  passengers: PassengersInput,
  locale: Locale,
) {
  const t = useT();
  const client = useApolloClient();
  const [date, setDate] = useState<string | null>(null);
  const [times, setTimes] = useState<StartTimesQuery["startTimes"]>([]);
  const [availabilityId, setAvailabilityId] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = { reference: booking.reference, email };

  const ask = async (day: string, slot: string | null) => {
    setQuoting(true);
    setProblem(null);
    setQuote(null);
    try {
      // The price of that date now: always asked (network-only), never an earlier answer.
      const { dateChangeQuote } = dataOf(
        await client.query({
          query: DateChangeQuoteDocument,
          variables: { input: { ...key, date: day, availabilityId: slot }, locale },
          fetchPolicy: "network-only",
        }),
      );
      if (dateChangeQuote.ok) setQuote(dateChangeQuote);
      else setProblem(dateChangeQuote.message);
    } catch (error) {
      if (!isBookingApiError(error)) throw error;
      setProblem(t("manage.unreachable"));
    } finally {
      setQuoting(false);
    }
  };

  const choose = async (day: string) => {
    setDate(day);
    setTimes([]);
    setAvailabilityId(null);
    setQuote(null);
    let slots: StartTimesQuery["startTimes"] = [];
    try {
      if (booking.productId && booking.optionId) {
        slots = dataOf(
          await client.query({
            query: StartTimesDocument,
            variables: {
              input: { productId: booking.productId, optionId: booking.optionId, date: day, passengers },
              locale,
            },
          }),
        ).startTimes;
      }
    } catch {
      slots = [];
    }
    const open = slots.filter((s) => !s.allDay && s.state !== "SOLD_OUT");
    setTimes(open);
    const slot = open[0]?.availabilityId ?? null;
    setAvailabilityId(slot);
    await ask(day, slot);
  };

  /** Another start time of the chosen day. */
  const chooseTime = (day: string, slot: string) => {
    setAvailabilityId(slot);
    void ask(day, slot);
  };

  return { date, times, availabilityId, quote, quoting, problem, choose, chooseTime };
}
