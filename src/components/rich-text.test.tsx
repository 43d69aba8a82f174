import { render } from "@testing-library/react";
import React from "react";
import { RichText } from "./rich-text";

describe("RichText", () => {
  test("internal links become Gatsby links, external ones stay anchors", () => {
    const { container } = render(
      <RichText
        html={'<p><a href="/en/paris/map">map</a> <a href="https://x.example" target="_blank" rel="noopener">x</a></p>'}
      />,
    );
    const links = container.querySelectorAll("a");
    expect(links[0]).toHaveAttribute("href", "/en/paris/map");
    expect(links[1]).toHaveAttribute("rel", "noopener");
    expect(links[1]).toHaveAttribute("target", "_blank");
  });
  test("empty html renders nothing", () => {
    expect(render(<RichText html={null} />).container.innerHTML).toBe("");
  });
});
