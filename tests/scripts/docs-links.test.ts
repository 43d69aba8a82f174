/**
 * Every relative link of README.md and docs/*.md resolves: the file or folder exists, and a `#anchor` names a
 * heading of the target (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens) or an explicit
 * `<a id>`. The README is short and points into docs/ (its "Where to read next"), so a moved
 * section must not leave a dead link behind.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const DOCS = path.join(ROOT, "docs");
const FILES = [
  path.join(ROOT, "README.md"),
  ...readdirSync(DOCS)
    .filter((f) => f.endsWith(".md"))
    .map((f) => path.join(DOCS, f)),
];

/** GitHub's anchor of a heading. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors a Markdown file offers: its headings (duplicates numbered as GitHub does) and `<a id="…">`. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6} (.+)$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  }
  return anchors;
}

/** The relative link targets of a Markdown file (outside code blocks and inline code). */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced) continue;
    const text = line.replace(/`[^`]*`/g, "");
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
    }
  }
  return links;
}

describe("relative links of README.md and docs/*.md", () => {
  test("finds the links of a small sample, and the anchors of its headings", () => {
    const sample =
      "# Two commands\n## Faults, the soak (ADR 0344)\n[a](docs/x.md#two-commands) `[b](no.md)`\n```\n[c](no.md)\n```\n[d](https://example.com)";
    expect(relativeLinks(sample)).toEqual(["docs/x.md#two-commands"]);
    expect([...anchorsOf(sample)]).toEqual(["two-commands", "faults-the-soak-adr-0344"]);
  });

  test.each(FILES.map((f) => [path.relative(ROOT, f), f]))("%s", (_name, file) => {
    const markdown = readFileSync(file, "utf8");
    const dead: string[] = [];
    for (const link of relativeLinks(markdown)) {
      const [target, anchor] = link.split("#") as [string, string | undefined];
      const resolved = target === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(target));
      if (!existsSync(resolved)) {
        dead.push(`${link}: no such file`);
        continue;
      }
      if (anchor && statSync(resolved).isFile() && resolved.endsWith(".md")) {
        if (!anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) dead.push(`${link}: no such heading`);
      }
    }
    expect(dead).toEqual([]);
  });
});
