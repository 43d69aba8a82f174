import { z } from "zod";
import { customerSchema } from "../../../domain/customer-details";
import { readDraft, saveDraft } from "./draft";
import { customerErrors, customerFieldOrder, EMPTY_CUSTOMER } from "./schema";

const valid = { ...EMPTY_CUSTOMER, firstName: "Zoé", lastName: "Ng", email: "zoe@example.fr", termsAccepted: true };

describe("step-3 customer schema (shared with the booking API)", () => {
  test("names need 2 characters, a valid e-mail, and the terms accepted; each with its message", () => {
    expect(customerErrors(EMPTY_CUSTOMER)).toEqual([
      { field: "firstName", key: "checkout.error.firstNameTooShort" },
      { field: "lastName", key: "checkout.error.lastNameTooShort" },
      { field: "email", key: "forms.error.email" },
      { field: "termsAccepted", key: "errors.acceptTerms" },
    ]);
    expect(customerErrors({ ...valid, firstName: " Z " })).toEqual([
      { field: "firstName", key: "checkout.error.firstNameTooShort" },
    ]);
    expect(customerErrors(valid)).toEqual([]);
  });

  test("names refuse control and bidi characters (CR/LF, U+202E, zero-width, isolates) with their own message", () => {
    const key = "checkout.error.nameCharacters";
    for (const bad of [
      "Ada\r\nBcc: x",
      "Ada\nLovelace",
      "\u202Eexe.gnp",
      "Zo\u200Bé",
      "Zo\u200Cé",
      "Zo\u200Dé",
      "N\u2066g\u2069",
      "A\u200Fda",
      "Ad\u0000a",
      "Ad\ta",
      "Ad\uFEFFa",
      "Ad\u2028a",
    ]) {
      expect(customerErrors({ ...valid, firstName: bad })).toEqual([{ field: "firstName", key }]);
      expect(customerErrors({ ...valid, lastName: bad })).toEqual([{ field: "lastName", key }]);
    }
    // Letters of every script, apostrophes, hyphens and spaces stay welcome.
    for (const good of [
      "Zoé",
      "O'Brien",
      "Jean-Luc",
      "van der Berg",
      "Ñúñez",
      "Ørsted",
      "Łukasz",
      "محمد",
      "李小龍",
      "Ἀλέξανδρος",
    ]) {
      expect(customerErrors({ ...valid, firstName: good, lastName: good })).toEqual([]);
    }
  });

  test("optional phone, country, postal code and notes are checked when given", () => {
    expect(
      customerErrors({ ...valid, phone: "0612", country: "XX", postalCode: "75!", notes: "n".repeat(501) }),
    ).toEqual([
      { field: "phone", key: "forms.error.phone" },
      { field: "country", key: "forms.error.country" },
      { field: "postalCode", key: "checkout.error.postalCode" },
      { field: "notes", key: "forms.error.tooLong" },
    ]);
    expect(
      customerErrors({
        ...valid,
        phone: "+44 20 7946 0958",
        country: "GB",
        postalCode: "SW1A 1AA",
        notes: "Pushchair",
      }),
    ).toEqual([]);
  });

  test("the parsed values are trimmed and the country upper-cased, as the server stores them", () => {
    const parsed = customerSchema(z).parse({ ...valid, firstName: "  Zoé ", country: "fr", postalCode: " 75001 " });
    expect([parsed.firstName, parsed.country, parsed.postalCode, parsed.allowMarketing]).toEqual([
      "Zoé",
      "FR",
      "75001",
      false,
    ]);
  });

  test("Spanish shows the last name first (spec section 5); the other languages the first name", () => {
    expect(customerFieldOrder("es").slice(0, 2)).toEqual(["lastName", "firstName"]);
    for (const locale of ["en", "fr", "nl"])
      expect(customerFieldOrder(locale).slice(0, 2)).toEqual(["firstName", "lastName"]);
  });

  test("the typed draft is kept for its cart only", () => {
    saveDraft("cart-1", { ...valid, notes: "typed" });
    expect(readDraft("cart-1")).toMatchObject({ firstName: "Zoé", notes: "typed", termsAccepted: true });
    expect(readDraft("cart-2")).toBeNull();
  });
});
