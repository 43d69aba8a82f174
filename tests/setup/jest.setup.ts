import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom lacks them; react-dom/server (hydration tests render the static HTML first) needs them.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder, TextDecoder });

// Gatsby's runtime is not available under jest: Link renders a plain anchor, graphql is a no-op tag.
jest.mock("gatsby", () => {
  const mockReact = jest.requireActual<typeof import("react")>("react");
  return {
    graphql: () => "",
    useStaticQuery: jest.fn(),
    Link: ({ to, children, ...rest }: { to: string; children: import("react").ReactNode }) =>
      mockReact.createElement("a", { href: to, ...rest }, children),
    navigate: jest.fn(),
  };
});
