import React, { useId } from "react";
import { skipToken, useQuery } from "@apollo/client/react";
import type { Locale } from "../../i18n/locales";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/money";
import type { CheckoutPassengers } from "../../routes/checkout-query";
import { optionValidity } from "../../lib/option-validity";
import { QuoteDocument, type CheckoutProductQuery } from "../graphql/__generated__/graphql";

type Option = NonNullable<CheckoutProductQuery["product"]>["options"][number];

/** The option's lowest price per person before a day is chosen: the adult's if it sells adults, else its cheapest unit. */
function priceFrom(o: Option) {
  const adult = o.units.find((u) => u.type === "ADULT")?.priceFrom;
  if (adult) return { price: adult, perAdult: true };
  const cheapest = o.units
    .map((u) => u.priceFrom)
    .filter((p): p is NonNullable<typeof p> => !!p && p.retail > 0)
    .sort((a, b) => a.retail - b.retail)[0];
  return cheapest ? { price: cheapest, perAdult: false } : null;
}

/** Everything an option's quote for the party needs; null while a day or a valid party is missing. */
export interface PartyQuoteInput {
  productId: string;
  date: string;
  passengers: CheckoutPassengers;
  promoCode: string | null;
  /** The chosen start time, for the chosen option only. */
  availabilityId: string | null;
}

/**
 * Step 1's options side by side (docs/adr/0357): each with what it gives (validity or duration) and its price, the
 * server's quote for the party on the chosen day once there is one (the same query as the summary's for the chosen
 * option), "from" the adult price before. Cards in a grid that wraps: two or three across on a phone, no overflow.
 */
export function OptionChoices({
  options,
  chosenId,
  locale,
  party,
  onChoose,
}: {
  options: readonly Option[];
  chosenId: string;
  locale: Locale;
  party: PartyQuoteInput | null;
  onChoose: (o: Option) => void;
}) {
  const t = useT();
  return (
    <fieldset className="field-group">
      <legend className="field-group__legend">{t("checkout.option")}</legend>
      <div className="option-grid" data-testid="option-choices">
        {options.map((o) => (
          <OptionCard
            key={o.id}
            option={o}
            checked={o.id === chosenId}
            locale={locale}
            party={party}
            onChoose={() => onChoose(o)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function OptionCard({
  option,
  checked,
  locale,
  party,
  onChoose,
}: {
  option: Option;
  checked: boolean;
  locale: Locale;
  party: PartyQuoteInput | null;
  onChoose: () => void;
}) {
  const t = useT();
  const quote = useQuery(
    QuoteDocument,
    party
      ? {
          variables: {
            locale,
            input: {
              productId: party.productId,
              optionId: option.id,
              date: party.date,
              passengers: party.passengers,
              ...(checked && party.availabilityId ? { availabilityId: party.availabilityId } : {}),
              ...(party.promoCode ? { promoCode: party.promoCode } : {}),
            },
          },
        }
      : skipToken,
  );
  const total = party ? quote.data?.quote.total : undefined;
  const from = priceFrom(option);
  const money = (p: { retail: number; currency: string }) => formatPrice(p.retail, { value: p.currency }, locale);
  const validity = optionValidity(option, t);
  // The option's title names the radio; its validity and price describe it.
  const id = useId();
  return (
    <label className={`option-card${checked ? " option-card--checked" : ""}`}>
      <input
        type="radio"
        name="option"
        value={option.id}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${validity ? `${id}-note ` : ""}${id}-price`}
      />
      <span className="option-card__title" id={`${id}-title`}>
        {option.title}
      </span>
      {validity && (
        <span className="option-card__note" id={`${id}-note`}>
          {validity}
        </span>
      )}
      <span className="option-card__price" id={`${id}-price`} data-testid="option-price">
        {total
          ? t("checkout.optionPriceParty", { price: money(total) })
          : from && !party
            ? t(from.perAdult ? "checkout.optionPriceFromAdult" : "checkout.optionPriceFrom", {
                price: money(from.price),
              })
            : "\u00a0"}
      </span>
    </label>
  );
}
