import fs from "fs";
import path from "path";
import { siteEnv } from "./site-env";
import { SITE_VERSION } from "./site-version";

test("the site version is the root package.json's, wherever it is read", () => {
  const { version } = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as {
    version: string;
  };
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  expect(SITE_VERSION).toBe(version);
  expect(siteEnv({}).version).toBe(version);
});
