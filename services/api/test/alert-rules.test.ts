/**
 * docs/alerts/prometheus-rules.yml (ADR 0348): promtool is not installed here, so this test parses the rules file
 * and checks what promtool cannot: every metric an expression names is one this web server exports
 * (src/metrics.ts, histograms with their _bucket/_sum/_count series) or Prometheus's own `up`; every rule has a
 * summary and a runbook anchor that exists in docs/runbook.md; the alerts the operator's issue lists are covered.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { createMetrics } from "../src/metrics.ts";
import { REPO_ROOT } from "../src/config.ts";

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const rulesFile = join(REPO_ROOT, "docs/alerts/prometheus-rules.yml");
const runbookFile = join(REPO_ROOT, "docs/runbook.md");
const groups = (parse(readFileSync(rulesFile, "utf8")) as { groups: { name: string; rules: Rule[] }[] }).groups;
const rules = groups.flatMap((g) => g.rules);

/** Series names this server exports (a histogram's as Prometheus stores them), plus Prometheus's own `up`. */
async function exportedSeries(): Promise<Set<string>> {
  const metrics = createMetrics({ defaultMetrics: true });
  const names = new Set<string>(["up"]);
  // prom-client types `type` as a numeric enum; at run time it is the string ("histogram").
  for (const m of await metrics.registry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(m.name + suffix);
  }
  return names;
}

const KEYWORDS = new Set([
  "by",
  "without",
  "on",
  "ignoring",
  "group_left",
  "group_right",
  "and",
  "or",
  "unless",
  "bool",
  "offset",
  "inf",
  "nan",
]);

/** The metric names of a PromQL expression: identifiers that are not functions, keywords or label names. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, "") // label matchers
    .replace(/\[[^\]]*\]/g, "") // ranges
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " "); // grouping label lists
  const names: string[] = [];
  for (const m of bare.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    if (m[2]) continue; // a function or an aggregation
    if (KEYWORDS.has(m[1]!.toLowerCase())) continue;
    names.push(m[1]!);
  }
  return names;
}

test("the expression parser finds metric names and nothing else", () => {
  assert.deepEqual(
    metricNames(
      'sum by (kind) (increase(reconciliation_findings_total{outcome="reported", kind=~"A|B"}[2h])) > 0 or vector(0) and on(instance) up == 1',
    ),
    ["reconciliation_findings_total", "up"],
  );
  assert.deepEqual(metricNames("histogram_quantile(0.9, sum by (le) (rate(x_bucket[5m]))) > 3e2"), ["x_bucket"]);
});

test("every rule is well formed: a unique alert name, an expression, a severity, a summary and a runbook section", () => {
  assert.ok(rules.length >= 10, `${rules.length} rules`);
  const names = rules.map((r) => r.alert);
  assert.equal(new Set(names).size, names.length, "alert names are unique");
  const runbook = readFileSync(runbookFile, "utf8");
  // GitHub's anchors: the heading lower-cased, punctuation dropped, spaces as hyphens.
  const anchors = new Set(
    [...runbook.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\w\- ]/g, "")
        .trim()
        .replace(/ /g, "-"),
    ),
  );
  for (const r of rules) {
    assert.ok(r.alert && /^[A-Z][A-Za-z]+$/.test(r.alert), `alert name ${r.alert}`);
    assert.equal(typeof r.expr, "string", r.alert);
    assert.ok(r.expr.trim().length > 0, r.alert);
    assert.ok(["page", "ticket"].includes(r.labels?.severity ?? ""), `${r.alert}: severity page or ticket`);
    if (r.for !== undefined) assert.match(r.for, /^\d+[smh]$/, `${r.alert}: for`);
    assert.ok(r.annotations?.summary, `${r.alert}: summary`);
    const anchor = /^docs\/runbook\.md#([\w-]+)$/.exec(r.annotations?.runbook ?? "")?.[1];
    assert.ok(
      anchor && anchors.has(anchor),
      `${r.alert}: runbook anchor ${r.annotations?.runbook} is a heading of docs/runbook.md`,
    );
    // Balanced brackets: a typo promtool would catch.
    for (const [open, close] of [
      ["(", ")"],
      ["{", "}"],
      ["[", "]"],
    ] as const) {
      assert.equal(r.expr.split(open).length, r.expr.split(close).length, `${r.alert}: ${open}${close} balanced`);
    }
  }
});

test("every metric an alert names is one the web server exports", async () => {
  const exported = await exportedSeries();
  for (const r of rules) {
    const names = metricNames(r.expr);
    assert.ok(names.length > 0, `${r.alert} names a metric`);
    for (const name of names)
      assert.ok(exported.has(name), `${r.alert}: ${name} is not exported by services/api/src/metrics.ts`);
  }
});

test("the alerts the operator needs are there: readiness, outbox depth and age, reconciliation, payments, builds, supplier, CMS", () => {
  const used = new Set(rules.flatMap((r) => metricNames(r.expr)));
  const exprs = rules.map((r) => r.expr).join("\n");
  for (const metric of [
    "readiness_ready",
    "outbox_messages",
    "outbox_oldest_pending_age_seconds",
    "outbox_set_aside_total",
    "reconciliation_findings_total",
    "payments_total",
    "viva_errors_total",
    "publish_build_duration_seconds_count",
    "octo_errors_total",
    "readiness_check",
  ])
    assert.ok(used.has(metric), `an alert on ${metric}`);
  assert.match(exprs, /readiness_check\{check="cms"\}/, "the CMS's health is alerted on");
  assert.match(exprs, /readiness_check\{check="supplier"\}/, "the supplier's health is alerted on");
});
