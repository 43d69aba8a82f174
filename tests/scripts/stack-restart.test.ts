/**
 * @jest-environment node
 *
 * Under `npm start` a service that dies is logged and restarted (the web server once died of
 * memory on one request and nothing brought it back).
 */
import { writeFileSync, readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { restartDelayMs, startService, stopAll, stopService } from "../../scripts/stack";

afterAll(() => stopAll());

test("restart delays grow from 1 s to at most 30 s", () => {
  expect([0, 1, 2, 3, 4, 5, 10].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test("a service stopped on purpose (the web server before the site is built, ADR 0342) is not started again", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stack-stop-"));
  const counter = path.join(dir, "starts");
  writeFileSync(counter, "");
  const script = `require("fs").appendFileSync(${JSON.stringify(counter)}, "x\\n"); setInterval(() => {}, 1000);`;
  const service = startService("steady", process.execPath, ["-e", script], dir, process.env);
  await new Promise((r) => setTimeout(r, 800));
  await stopService(service);
  expect(service.child.exitCode !== null || service.child.signalCode !== null).toBe(true);
  await new Promise((r) => setTimeout(r, 1800)); // a restart would have come after 1 s
  expect(readFileSync(counter, "utf8").split("\n").filter(Boolean)).toHaveLength(1);
}, 15_000);

test("a service that exits is logged and started again", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stack-restart-"));
  const counter = path.join(dir, "starts");
  writeFileSync(counter, "");
  // Each start appends a line, then the process dies at once.
  const script = `require("fs").appendFileSync(${JSON.stringify(counter)}, "x\\n"); process.exit(3);`;
  const logs: string[] = [];
  const spy = jest.spyOn(console, "log").mockImplementation((line: unknown) => void logs.push(String(line)));
  const service = startService("crashy", process.execPath, ["-e", script], dir, process.env);
  await new Promise((r) => setTimeout(r, 4500)); // start, +1 s, +2 s
  spy.mockRestore();
  const starts = readFileSync(counter, "utf8").split("\n").filter(Boolean).length;
  expect(starts).toBeGreaterThanOrEqual(2);
  expect(service.restarts).toBeGreaterThanOrEqual(2);
  expect(logs.some((l) => /crashy exited unexpectedly \(3\); restarting in 1 s/.test(l))).toBe(true);
  await stopAll();
  const after = readFileSync(counter, "utf8").split("\n").filter(Boolean).length;
  await new Promise((r) => setTimeout(r, 2500));
  expect(readFileSync(counter, "utf8").split("\n").filter(Boolean).length).toBe(after);
}, 15_000);
