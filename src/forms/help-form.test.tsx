import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import en from "../i18n/messages/en/common.json";
import { HelpForm } from "./help-form";

// The captcha widget itself runs in the e2e tests (real browser, real server); here it hands over a token.
jest.mock("./captcha-field", () => {
  const mockReact = jest.requireActual<typeof import("react")>("react");
  return {
    CaptchaField: mockReact.forwardRef(function FakeCaptcha(_props: unknown, ref: import("react").Ref<unknown>) {
      mockReact.useImperativeHandle(ref, () => ({ getToken: async () => "captcha-token", reset: () => undefined }));
      return null;
    }),
  };
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
});

const fetchMock = jest.fn();
const posted = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/forms/"));
const form = (kind: "contact" | "private-tour") =>
  render(
    <I18nextProvider i18n={i18n}>
      <HelpForm kind={kind} city="paris" locale="en" />
    </I18nextProvider>,
  );
const reply = (status: number, body: object) =>
  fetchMock.mockResolvedValueOnce({ status, ok: status < 300, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock as unknown as typeof fetch;
  window.dataLayer = [];
});

function fillPrivateTour() {
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ann Lee" } });
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ann@example.org" } });
  fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "+44 20 7946 0958" } });
  fireEvent.change(screen.getByLabelText("Country"), { target: { value: "GB" } });
  fireEvent.change(screen.getByLabelText("Event description"), {
    target: { value: "A company outing for 35 people in May." },
  });
}

test("every field is labelled with its name; required ones are required; country starts unchosen", () => {
  form("private-tour");
  for (const name of ["Name", "E-mail", "Phone", "Country", "Event description"])
    expect(screen.getByLabelText(name)).toBeRequired();
  expect(screen.getByLabelText("Company")).not.toBeRequired();
  expect(screen.getByLabelText("Country")).toHaveValue("");
  expect(screen.getByRole("option", { name: "United Kingdom" })).toBeInTheDocument();
  expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
  expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
});

test("an empty submit shows the errors on the fields and in a focused summary, and sends nothing", async () => {
  form("private-tour");
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(screen.getByRole("heading", { name: "Form incomplete." })).toBeInTheDocument());
  const name = screen.getByLabelText("Name");
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(name).toHaveAccessibleDescription("This field is required.");
  expect(screen.getByLabelText("Country")).toHaveAccessibleDescription("Please choose a country.");
  expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(/With the country code.*This field is required\./);
  expect(screen.getByLabelText("Company")).not.toHaveAttribute("aria-invalid");
  await waitFor(() => expect(document.activeElement).toHaveClass("error-summary"));
  expect(screen.getByRole("link", { name: "Country: Please choose a country." })).toHaveAttribute(
    "href",
    "#private-tour-country",
  );
  expect(posted()).toHaveLength(0);
});

test("a phone without its country code is refused before sending", async () => {
  form("private-tour");
  fillPrivateTour();
  fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "020 7946 0958" } });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true"));
  expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(/Enter the phone number with its country code/);
  expect(posted()).toHaveLength(0);
});

test("a valid request is sent with the page's city, language and the captcha token; success is a status message and a contact_form event", async () => {
  form("private-tour");
  fillPrivateTour();
  reply(201, { ok: true, reference: "ABCD1234", message: "server text" });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  await waitFor(() =>
    expect(screen.getByRole("status")).toHaveTextContent(
      "Thank you for your request. Our team will contact you shortly about your private tour.",
    ),
  );
  // The request number the acknowledgement e-mail quotes is on the page too.
  expect(screen.getByRole("status")).toHaveTextContent("Your request number is ABCD1234.");
  const [url, init] = posted()[0]!;
  expect(url).toBe("/api/forms/private-tour");
  expect(JSON.parse(String((init as RequestInit).body))).toEqual({
    name: "Ann Lee",
    email: "ann@example.org",
    company: "",
    phone: "+44 20 7946 0958",
    country: "GB",
    tourDate: "",
    groupSize: "",
    eventDescription: "A company outing for 35 people in May.",
    city: "paris",
    locale: "en",
    captcha: "captcha-token",
  });
  expect(window.dataLayer).toEqual([
    { event: "contact_form", formType: "private-tour", viewCity: "paris", pageLocale: "en" },
  ]);
  expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
});

test("a server failure says something went wrong, keeps what was typed and pushes no event", async () => {
  form("contact");
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ann Lee" } });
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ann@example.org" } });
  fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Lost umbrella" } });
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: "I left my umbrella on the bus yesterday." } });
  reply(500, { ok: false });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong, please try again."));
  expect(screen.getByLabelText("Message")).toHaveValue("I left my umbrella on the bus yesterday.");
  expect(window.dataLayer).toEqual([]);

  reply(403, {
    ok: false,
    error: "CAPTCHA_INVALID",
    message: "The anti-robot check failed or expired. Please check the box again and send.",
  });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The anti-robot check failed or expired."));
});

test("a field shown invalid is checked again the form input delay (20 ms) after the last keystroke, not before", async () => {
  form("private-tour");
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  const name = screen.getByLabelText("Name");
  await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
  jest.useFakeTimers();
  try {
    fireEvent.change(name, { target: { value: "Ann" } });
    act(() => jest.advanceTimersByTime(19));
    expect(name).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(name, { target: { value: "Ann Lee" } });
    act(() => jest.advanceTimersByTime(19));
    expect(name).toHaveAttribute("aria-invalid", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(name).not.toHaveAttribute("aria-invalid");
    // A field that was not invalid is not checked while typed in.
    const email = screen.getByLabelText("E-mail");
    fireEvent.change(email, { target: { value: "not-an-address" } });
    act(() => jest.advanceTimersByTime(100));
    expect(email).toHaveAttribute("aria-invalid", "true");
  } finally {
    jest.useRealTimers();
  }
});
