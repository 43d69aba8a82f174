import "@testing-library/jest-dom";

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
