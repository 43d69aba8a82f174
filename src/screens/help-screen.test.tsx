import React from "react";
import { render, screen } from "@testing-library/react";
import { HelpScreen } from "./help-screen";
import type { LayoutCity } from "../content/layout-cities";

jest.mock("../i18n/use-t", () => ({ useT: () => (key: string) => key }));

const city = { id: "paris", name: "Paris" } as unknown as LayoutCity;

describe("help screen: manage my booking", () => {
  test.each(["help", "faq"] as const)(
    "the %s screen links to the manage-booking page in the page's language",
    (variant) => {
      render(<HelpScreen title="Help" city={city} office={null} faqs={[]} locale="es" variant={variant} />);
      expect(screen.getByRole("link", { name: "help.manageBooking" }).getAttribute("href")).toBe(
        "/es/gestionar-reserva",
      );
    },
  );
});
