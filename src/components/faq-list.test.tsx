import { act } from "@testing-library/react";
import React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { FaqList } from "./faq-list";

const items = [
  { question: "bus|Where does the bus stop?", answer: "<p>At every landmark.</p>" },
  { question: "How long is the tour?", answer: "<p>Two hours.</p>" },
];
const opened = () => (window.dataLayer ?? []).filter((e) => e.event === "faq_open");

function toggle(details: HTMLDetailsElement, open: boolean): void {
  details.open = open;
  details.dispatchEvent(new Event("toggle"));
}

let roots: Root[] = [];

async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    roots.push(hydrateRoot(container, <FaqList items={items} />));
  });
}

describe("FaqList analytics (faq_open)", () => {
  beforeEach(() => {
    window.dataLayer = [];
    document.body.innerHTML = "";
  });
  afterEach(async () => {
    await act(async () => roots.forEach((root) => root.unmount()));
    roots = [];
    jest.restoreAllMocks();
  });

  test("a question opened before hydration is reported once, when the page hydrates", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<FaqList items={items} />);
    document.body.append(container);
    const [first] = Array.from(container.querySelectorAll("details"));
    first!.open = true; // the visitor was quicker than the JavaScript
    expect(opened()).toHaveLength(0);
    // React (development build) notes the attribute the server did not render: expected here.
    const warn = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrate(container);
    expect(warn.mock.calls.flat().join(" ")).toMatch(/Extra attributes from the server/);
    expect(opened()).toEqual([{ event: "faq_open", question: "Where does the bus stop?" }]);
    // The toggle event of that same opening, arriving after hydration, is not counted twice.
    await act(async () => first!.dispatchEvent(new Event("toggle")));
    expect(opened()).toHaveLength(1);
  });

  test("each opening after hydration is one event; closing is none", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<FaqList items={items} />);
    document.body.append(container);
    await hydrate(container);
    const [, second] = Array.from(container.querySelectorAll("details"));
    await act(async () => toggle(second!, true));
    await act(async () => toggle(second!, false));
    await act(async () => toggle(second!, true));
    expect(opened()).toEqual([
      { event: "faq_open", question: "How long is the tour?" },
      { event: "faq_open", question: "How long is the tour?" },
    ]);
  });
});

describe("FaqList expand marker", () => {
  afterEach(async () => {
    await act(async () => roots.forEach((root) => root.unmount()));
    roots = [];
  });

  test("every question shows a marker; no aria-expanded on the summary (HTML forbids it: the browser exposes the open state)", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<FaqList items={items} />);
    document.body.append(container);
    await hydrate(container);
    for (const summary of Array.from(container.querySelectorAll("summary"))) {
      expect(summary.querySelector(".faq__marker")).not.toBeNull();
      expect(summary).not.toHaveAttribute("aria-expanded");
    }
    const [first] = Array.from(container.querySelectorAll("details"));
    await act(async () => toggle(first!, true));
    expect(first!.open).toBe(true);
    expect(container.querySelector("summary")).not.toHaveAttribute("aria-expanded");
  });
});
