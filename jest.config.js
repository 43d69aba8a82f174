// Unit tests: jest + jsdom + Testing Library, next to the code (domain/, src/**/*.test.ts[x], plugins/) and in tests/ (architecture/, scripts/).
/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/domain", "<rootDir>/src", "<rootDir>/tests", "<rootDir>/plugins"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/jest.setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/src/$1",
    "\\.css$": "<rootDir>/tests/setup/style-mock.ts",
  },
  transform: {
    "^.+\\.[jt]sx?$": [
      "babel-jest",
      { presets: ["babel-preset-gatsby", "@babel/preset-typescript"], babelrc: false, configFile: false },
    ],
  },
  // html-react-parser 6 pulls ESM-only packages that must be transformed (STACK-NOTES).
  transformIgnorePatterns: [
    "/node_modules/(?!(html-react-parser|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|html-dom-parser|react-property|style-to-js|style-to-object|inline-style-parser)/)",
  ],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/services/", "/tests/e2e/", "/tests/upgrade/"],
};

module.exports = config;
