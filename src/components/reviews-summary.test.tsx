import { render, screen } from "@testing-library/react";
import React from "react";
import { ratingFigures, ReviewsSummary } from "./reviews-summary";

describe("reviews summary", () => {
  test("rating with one decimal and the count in the page's number format", () => {
    expect(ratingFigures(4.6, 1250, "en")).toEqual({ value: "4.6", count: "1,250", percent: 92 });
    const fr = ratingFigures(4, 1250, "fr");
    expect(fr.value).toBe("4,0");
    expect(fr.count?.replace(/\s/g, " ")).toBe("1 250");
    expect(ratingFigures(4.3, 0, "nl").count).toBeNull();
  });

  test("a section named Reviews with the score and the count; nothing without a rating", () => {
    const { container, rerender } = render(<ReviewsSummary rating={4.6} count={1250} locale="en" />);
    expect(screen.getByRole("region", { name: "product.reviews" })).toHaveAttribute("id", "reviews");
    expect(screen.getByTestId("reviews-rating")).toBeInTheDocument();
    expect(screen.getByTestId("reviews-count")).toBeInTheDocument();
    rerender(<ReviewsSummary rating={4.6} count={0} locale="en" />);
    expect(screen.queryByTestId("reviews-count")).toBeNull();
    rerender(<ReviewsSummary rating={null} count={1250} locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });
});
