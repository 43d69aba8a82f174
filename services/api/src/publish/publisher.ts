/**
 * Serialized, coalesced site builds: `request()` during a build marks one more build as pending, so any number
 * of publishes during a build cause exactly one follow-up build (which sees all of them).
 *
 * Across instances (ADR 0280; with `requests` and `lease`): a publish is a row in the database, and the
 * instance holding the build lease (`api_job_leases`, name `site-build`) builds every pending row, one build at a
 * time on the whole database, keeping the lease while it builds; the others answer "queued". Each instance polls
 * the database every `pollMs` for the live build id (and serves that build) and for pending publishes with no
 * builder (a dead builder's lease expired): one of them claims the lease and builds them. A build runs
 * BUILD_COMMAND (default `npx gatsby build`) in the site's working tree; on exit 0 its output directory is
 * promoted to the live directory (atomic symlink switch, see live-dir.ts); on failure the live site is left
 * untouched and the output directory is restored from the live build, so public/ stays a valid site.
 */
import { spawn } from "node:child_process";
import { access, appendFile, cp, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildFingerprint, currentBuild, isBuild, promote, type PromoteStats } from "./live-dir.ts";
import type { PendingPublish, PublishRequestState, PublishRequests } from "./requests.ts";
import { DirectoryStore, type LiveSiteStore } from "./site-store.ts";
import type { JobLease } from "../db/job-lease.ts";
import { detachedMetrics, type Metrics } from "../metrics.ts";

export interface PublisherOptions {
  /** Live directory layout root (`builds/`, `current`). */
  siteDir: string;
  /** Where the build command writes the site (Gatsby: <repo>/public). */
  outputDir: string;
  /** Shell command that builds the site into outputDir. */
  command: string;
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Builds kept in builds/ (default 2: the live one and the previous one). */
  keep?: number;
  /** A build running longer than this is killed and counts as failed (default 15 min). */
  timeoutMs?: number;
  log?: (level: "info" | "warn" | "error", message: string) => void;
  /** Durable requests (the web server's database): publishes not yet live are built again by resume(). */
  requests?: PublishRequests | null;
  /**
   * The build's incremental cache (Gatsby's .cache). A failed or interrupted build may leave it ahead of the output
   * directory (which is restored from the live build), so the next build starts clean: cache and output removed.
   */
  cacheDir?: string | null;
  /** Build durations by result and pages rebuilt (default: a detached set nobody scrapes). */
  metrics?: Metrics;
  /**
   * This build tree's markers (`building`, `clean-next-build`): per working tree, never shared between instances
   * (default siteDir, as with one instance).
   */
  stateDir?: string;
  /** The build lease across instances (with `requests`): one build at a time on the database. */
  lease?: JobLease | null;
  /** How far the lease is kept ahead while building (default 60 s); a builder that dies loses it after that. */
  leaseMs?: number;
  /** Where a live build is shared with the other instances (default: SITE_DIR itself, a shared directory). */
  store?: LiveSiteStore;
  /** With `lease`: how often the live build id and unclaimed publishes are polled (default 2000 ms; 0 = never). */
  pollMs?: number;
  /** With `lease`: how long the builder waits after claiming, so publishes sent together make one build (default 300 ms). */
  settleMs?: number;
  /**
   * SERVER_ROLE (ADR 0349; default `all`). `public`: serves the live build the database names, never builds (no
   * build tree, no Gatsby): a publish is recorded and answered queued for the build worker. `build-worker` and `all` build.
   */
  role?: "all" | "public" | "build-worker";
}

export interface BuildResult {
  ok: boolean;
  at: string;
  durationMs: number;
  reasons: string[];
  buildDir?: string;
  /** Of durationMs: the build command alone; the rest is the copy into builds/ and the switch. */
  buildMs?: number;
  /** Files of the promoted build hard-linked from the previous live build / copied from the output. */
  promoted?: PromoteStats;
  exitCode?: number | null;
  message?: string;
}

export interface BuildStatus {
  state: "idle" | "building";
  /** A build is pending after the running one (publishes arrived during it). */
  queued: boolean;
  startedAt: string | null;
  lastSuccess: BuildResult | null;
  lastError: BuildResult | null;
  /** Duration of the last finished build (success or failure). */
  durationMs: number | null;
  builds: number;
  live: string | null;
}

interface Shared {
  requests: PublishRequests;
  lease: JobLease;
}

export class Publisher {
  private readonly opts: Required<
    Omit<PublisherOptions, "env" | "requests" | "cacheDir" | "metrics" | "lease" | "store" | "role">
  > & {
    env: NodeJS.ProcessEnv;
    requests: PublishRequests | null;
    cacheDir: string | null;
  };
  private readonly metrics: Metrics;
  private readonly store: LiveSiteStore;
  /** Set when requests and a lease are given: the build queue and lock live in the database. */
  private readonly shared: Shared | null;
  /** Request ids found pending at start (their reasons say "resumed"). */
  private readonly resumed = new Set<string>();
  private poller: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private running: Promise<void> | null = null;
  private pending: string[] = [];
  private startedAt: string | null = null;
  private lastSuccess: BuildResult | null = null;
  private lastError: BuildResult | null = null;
  private lastDuration: number | null = null;
  private count = 0;
  private live: string | null = null;
  private child: ReturnType<typeof spawn> | null = null;
  private stopped = false;
  /** Whether this instance runs builds (every role but `public`). */
  private readonly builds: boolean;
  readonly role: NonNullable<PublisherOptions["role"]>;

  constructor(options: PublisherOptions) {
    this.opts = {
      keep: 2,
      timeoutMs: 15 * 60_000,
      env: process.env,
      log: () => undefined,
      ...options,
      requests: options.requests ?? null,
      cacheDir: options.cacheDir ?? null,
      stateDir: options.stateDir ?? options.siteDir,
      leaseMs: options.leaseMs ?? 60_000,
      pollMs: options.pollMs ?? 2000,
      settleMs: options.settleMs ?? 300,
    };
    this.metrics = options.metrics ?? detachedMetrics();
    this.store = options.store ?? new DirectoryStore(options.siteDir);
    this.shared = options.requests && options.lease ? { requests: options.requests, lease: options.lease } : null;
    this.role = options.role ?? "all";
    if (this.role === "public" && !this.shared)
      throw new Error("a public instance needs the database's publish queue and build lease");
    this.builds = this.role !== "public";
  }

  /** The build this instance serves (`<siteDir>/builds/<id>`), null before the first one. */
  get liveDir(): string | null {
    return this.live;
  }

  /** The directory the web server serves: `<siteDir>/current`. */
  get currentDir(): string {
    return path.join(this.opts.siteDir, "current");
  }

  /**
   * Makes sure `current` exists: promotes the output directory when there is no live build yet, or when the
   * output directory holds a different complete build (e.g. `npm start` built it, or FORCE_BUILD=1).
   * Returns false when there is nothing to serve yet.
   */
  async bootstrap(): Promise<boolean> {
    await mkdir(this.opts.siteDir, { recursive: true });
    const recorded = this.shared ? await this.shared.requests.live() : null;
    const live = (recorded ? await this.adopt(recorded.buildId) : null) ?? (await currentBuild(this.opts.siteDir));
    this.live = live;
    // A public instance has no build tree: it serves what the store holds, and adopts newer builds as it polls.
    if (!this.builds) return live !== null;
    await mkdir(this.opts.stateDir, { recursive: true });
    if (await exists(this.marker)) {
      // A build of ours was interrupted (server stopped mid-build): its output is suspect, the live one is not.
      this.opts.log("warn", "publish: an interrupted build was found; keeping the live build");
      await this.restoreOutput();
      await writeFile(this.cleanMarker, "interrupted\n");
      await rm(this.marker, { force: true });
      return live !== null;
    }
    if (!(await isBuild(this.opts.outputDir))) return live !== null;
    const [outputPrint, livePrint] = await Promise.all([
      buildFingerprint(this.opts.outputDir),
      live ? buildFingerprint(live) : Promise.resolve(null),
    ]);
    if (live && outputPrint === livePrint) return true;
    if (this.shared) {
      // Several instances: only an output newer than the live build (e.g. `npm start` built it) replaces it, and only
      // by the lease holder; an instance restarting with the output of an older build of its own leaves the site be.
      // With no live build yet (instances starting together on an empty SITE_DIR, ADR 0349), the lease holder
      // promotes its output and the others adopt it at their next poll: one promotion, never two racing.
      if (live && !(await newerThan(this.opts.outputDir, live))) return true;
      if (!(await this.shared.lease.claim(this.opts.leaseMs))) return live !== null;
      try {
        const now = await this.shared.requests.live();
        if (now && now.buildId !== recorded?.buildId) {
          // Another instance promoted while this one looked: serve that one.
          this.live = (await this.adopt(now.buildId)) ?? this.live;
          return this.live !== null;
        }
        await this.goLive(await promote(this.opts.siteDir, this.opts.outputDir, { keep: this.opts.keep }));
      } finally {
        await this.shared.lease.release();
      }
    } else {
      this.live = await promote(this.opts.siteDir, this.opts.outputDir, { keep: this.opts.keep });
    }
    this.opts.log("info", `publish: ${path.basename(this.opts.outputDir)}/ promoted to live (${this.live})`);
    return true;
  }

  /** A build promoted here: into the shared store, recorded as the live build for every instance, served here. */
  private async goLive(buildDir: string): Promise<PromotedShare> {
    const published = await this.store.publish(buildDir);
    this.live = buildDir;
    await this.shared?.requests.setLive(path.basename(buildDir), this.shared.lease.holder);
    return published;
  }

  /** The local directory of the live build `id` (fetched from the store when needed), null when unavailable. */
  private async adopt(id: string): Promise<string | null> {
    try {
      return await this.store.local(id);
    } catch (error) {
      this.opts.log(
        "warn",
        `publish: live build ${id} could not be fetched from the ${this.store.kind} store: ${String(error)}`,
      );
      return null;
    }
  }

  private get marker(): string {
    return path.join(this.opts.stateDir, "building");
  }

  /** Present after a failed or interrupted build: the next build starts without the incremental cache. */
  private get cleanMarker(): string {
    return path.join(this.opts.stateDir, "clean-next-build");
  }

  /**
   * A publish: recorded in the database first (when configured), so that a restart cannot lose it; then built.
   * Across instances: built here when this instance gets the build lease, else queued for the lease holder (a public
   * instance never builds: ADR 0349). `requestId` names the durable record, which the CMS asks after to show the
   * editor whether the publish went live (`requestState`, ADR 0348).
   */
  async publish(reason: string): Promise<{ started: boolean; queued: boolean; requestId: string | null }> {
    const requestId = (await this.opts.requests?.add(reason)) ?? null;
    return { ...(await this.startOrQueue(reason)), requestId };
  }

  private async startOrQueue(reason: string): Promise<{ started: boolean; queued: boolean }> {
    if (!this.shared || !this.builds) return this.request(reason); // a public instance: queued for the build worker (ADR 0349)
    this.pending.push(reason); // seen by this instance's running build loop, if any, before it lets the lease go
    if (this.running || this.stopped) return { started: false, queued: true };
    if (!(await this.shared.lease.claim(this.opts.leaseMs))) return { started: false, queued: true };
    if (this.running) {
      // Another publish on this instance started the loop meanwhile: it will build this one too.
      await this.shared.lease.release();
      return { started: false, queued: true };
    }
    this.kick(true);
    return { started: true, queued: false };
  }

  /**
   * Where a recorded publish is (ADR 0348): pending (waiting for or in a build), live (a build that included it
   * went live, and when), failed (its build failed: the failure's time and exit code, never the build's output,
   * which stays in the log and on the metrics port). Null when this database does not know the id.
   */
  async requestState(
    id: string,
  ): Promise<
    (PublishRequestState & { building: boolean; failure: { at: string; exitCode: number | null } | null }) | null
  > {
    const state = await this.opts.requests?.get(id);
    if (!state) return null;
    const failure =
      state.status === "failed" && this.lastError
        ? { at: this.lastError.at, exitCode: this.lastError.exitCode ?? null }
        : null;
    return { ...state, building: this.running !== null && state.status === "pending", failure };
  }

  /**
   * On start: builds the publishes that never went live (the server stopped before or during their build, or
   * their build failed). Returns how many there were.
   */
  async resume(): Promise<number> {
    if (!this.builds) {
      this.watch();
      return 0;
    }
    if (this.shared) {
      await this.shared.requests.reopenFailed();
      const pending = await this.shared.requests.pending();
      for (const p of pending) this.resumed.add(p.id);
      if (pending.length > 0) {
        this.opts.log(
          "warn",
          `publish: ${pending.length} publish request(s) not live yet (restart or failed build): building again unless another instance is`,
        );
        this.request("resumed");
      }
      this.watch();
      return pending.length;
    }
    const pending = (await this.opts.requests?.pending()) ?? [];
    if (pending.length === 0) return 0;
    this.opts.log(
      "warn",
      `publish: ${pending.length} publish request(s) not live yet (restart or failed build): building again`,
    );
    const [first, ...rest] = pending.map((p) => `${p.reason} (resumed)`);
    this.request(first ?? "resumed", ...rest);
    return pending.length;
  }

  /**
   * Across instances: every pollMs, serve the live build the database names (fetched from the store when needed),
   * and build publishes that nobody builds (their builder died: its lease expired). Started by resume().
   */
  watch(): void {
    if (!this.shared || this.poller || this.opts.pollMs <= 0 || this.stopped) return;
    this.poller = setInterval(() => {
      if (this.polling) return;
      this.polling = this.poll()
        .catch((error: unknown) => this.opts.log("warn", `publish: polling the live site failed: ${String(error)}`))
        .finally(() => (this.polling = null));
    }, this.opts.pollMs);
    this.poller.unref();
  }

  /** One poll (exposed for tests): adopt the recorded live build, pick up unclaimed publishes. */
  async poll(): Promise<void> {
    if (!this.shared || this.stopped) return;
    const recorded = await this.shared.requests.live();
    if (recorded && recorded.buildId !== (this.live && path.basename(this.live)) && !this.running) {
      const dir = await this.adopt(recorded.buildId);
      if (dir && !this.running) {
        this.live = dir;
        this.opts.log(
          "info",
          `publish: now serving build ${recorded.buildId} (made live by ${recorded.holder ?? "another instance"})`,
        );
      }
    }
    if (this.builds && !this.running && !this.stopped && (await this.shared.requests.hasPending()))
      this.request("queued");
  }

  /** Asks for a build. Returns whether it starts now or was coalesced into the next one. */
  request(reason: string, ...more: string[]): { started: boolean; queued: boolean } {
    if (!this.builds) return { started: false, queued: true };
    this.pending.push(reason, ...more);
    if (this.running) return { started: false, queued: true };
    this.kick();
    return { started: true, queued: false };
  }

  private kick(haveLease = false): void {
    this.running = (this.shared ? this.sharedLoop(this.shared, haveLease) : this.loop()).finally(() => {
      this.running = null;
      if (this.pending.length > 0 && !this.stopped) this.kick();
    });
  }

  /** Resolves when no build is running or pending. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Kills a running build (its whole process group) and drops pending ones: the web server is closing. Resolves once
   * the build loop has ended and let the build lease go (publishes it had stay pending for another instance).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.length = 0;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    this.killChild();
    await this.running?.catch(() => undefined);
    await this.polling;
  }

  private killChild(): void {
    const pid = this.child?.pid;
    if (pid) {
      try {
        process.kill(-pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }

  status(): BuildStatus {
    return {
      state: this.running ? "building" : "idle",
      queued: this.running !== null && this.pending.length > 0,
      startedAt: this.startedAt,
      lastSuccess: this.lastSuccess,
      lastError: this.lastError,
      durationMs: this.lastDuration,
      builds: this.count,
      live: this.live,
    };
  }

  private async loop(): Promise<void> {
    while (this.pending.length > 0 && !this.stopped) {
      const reasons = this.pending.splice(0);
      await this.buildOnce(reasons).catch((error: unknown) => {
        this.fail({ ok: false, at: new Date().toISOString(), durationMs: 0, reasons, message: String(error) });
      });
    }
  }

  /**
   * The build loop across instances: with the build lease (claimed here unless `haveLease`), builds what the
   * database has pending until nothing is, keeping the lease ahead meanwhile; then lets it go. Without it (another
   * instance builds), does nothing: that instance builds the rows, or, if it dies, a poll after its lease expired.
   */
  private async sharedLoop({ requests, lease }: Shared, haveLease: boolean): Promise<void> {
    if (!haveLease && !(await lease.claim(this.opts.leaseMs).catch(() => false))) {
      this.pending.length = 0;
      return;
    }
    const heartbeat = setInterval(
      () => {
        lease
          .keep(this.opts.leaseMs)
          .catch((error: unknown) =>
            this.opts.log("warn", `publish: could not keep the build lease: ${String(error)}`),
          );
      },
      Math.max(50, Math.floor(this.opts.leaseMs / 3)),
    );
    try {
      if (this.opts.settleMs > 0) await new Promise((r) => setTimeout(r, this.opts.settleMs));
      while (!this.stopped) {
        this.pending.length = 0;
        const rows = await requests.pending({ withFailed: true });
        // Requests whose build failed wait for the next publish (or a restart): not rebuilt on their own.
        if (!rows.some((r) => r.status === "pending")) break;
        const reasons = rows.map((r) => (this.resumed.has(r.id) ? `${r.reason} (resumed)` : r.reason));
        await this.buildOnce(reasons, rows).catch((error: unknown) => {
          this.fail({ ok: false, at: new Date().toISOString(), durationMs: 0, reasons, message: String(error) });
        });
      }
    } finally {
      clearInterval(heartbeat);
      await lease.release().catch(() => undefined);
    }
  }

  private async buildOnce(reasons: string[], rows: PendingPublish[] | null = null): Promise<void> {
    const started = Date.now();
    this.startedAt = new Date(started).toISOString();
    this.count += 1;
    const logFile = path.join(this.opts.siteDir, "last-build.log");
    await mkdir(this.opts.siteDir, { recursive: true });
    await mkdir(this.opts.stateDir, { recursive: true });
    await writeFile(logFile, `# ${this.startedAt} ${this.opts.command} (${reasons.join(", ")})\n`);
    this.opts.log(
      "info",
      `publish: build #${this.count} started (${reasons.length} request(s): ${reasons.slice(0, 5).join(", ")})`,
    );
    await writeFile(this.marker, `${process.pid} ${this.startedAt}\n`);
    let clean = false;
    if (this.opts.cacheDir && (await exists(this.cleanMarker))) {
      this.opts.log(
        "warn",
        `publish: the last build failed or was interrupted: this one starts clean (${this.opts.cacheDir} and ${this.opts.outputDir} removed)`,
      );
      await appendFile(
        logFile,
        `# clean build: ${this.opts.cacheDir} and ${this.opts.outputDir} removed after a failed or interrupted build\n`,
      );
      await this.startClean();
      clean = true;
    }
    let { code, tail, staleSchema } = await this.exec(logFile);
    if (this.stopped) return; // the marker stays: the next start restores the output directory
    if (code !== 0 && staleSchema && this.opts.cacheDir && !clean) {
      // The incremental cache holds the CMS's schema as the last build read it: after a CMS upgrade that adds
      // fields, the page queries that use them fail against it. Built again at once from clean, not at the next
      // publish: the editors' change goes live now.
      this.opts.log(
        "warn",
        `publish: the build's cache predates the CMS's schema (a field the pages ask for is unknown to it): building again from clean`,
      );
      await appendFile(
        logFile,
        `# clean build: ${this.opts.cacheDir} and ${this.opts.outputDir} removed: the cache predates the CMS's schema\n`,
      );
      await this.startClean();
      ({ code, tail, staleSchema } = await this.exec(logFile));
      if (this.stopped) return;
    }
    try {
      await this.finish(code, tail, started, reasons, rows);
    } finally {
      await rm(this.marker, { force: true });
    }
  }

  private async finish(
    code: number | null,
    tail: string,
    started: number,
    reasons: string[],
    rows: PendingPublish[] | null,
  ): Promise<void> {
    const buildMs = Date.now() - started;
    this.lastDuration = buildMs;
    if (code === 0 && (await isBuild(this.opts.outputDir))) {
      try {
        const promoted: PromoteStats = { linked: 0, copied: 0 };
        const buildDir = await promote(this.opts.siteDir, this.opts.outputDir, {
          keep: this.opts.keep,
          stats: promoted,
        });
        if (this.shared) {
          const shared = await this.goLive(buildDir);
          if (this.store.kind !== "directory")
            this.opts.log(
              "info",
              `publish: build in the ${this.store.kind} store (${shared.uploaded} files uploaded, ${shared.unchanged} unchanged)`,
            );
        }
        const durationMs = Date.now() - started;
        this.lastDuration = durationMs;
        const at = new Date().toISOString();
        this.live = buildDir;
        this.lastSuccess = { ok: true, at, durationMs, buildMs, promoted, reasons, buildDir };
        this.metrics.publishBuilds.observe({ result: "live" }, durationMs / 1000);
        this.metrics.publishPages.inc(promoted.pages ?? 0);
        await rm(this.cleanMarker, { force: true });
        const ids = (rows ?? (await this.opts.requests?.pending()) ?? [])
          .filter((r) => rows || r.requestedMs <= started)
          .map((r) => r.id);
        await this.opts.requests?.markLive(ids, buildDir).catch((error: unknown) => {
          // The build is live; its requests stay pending and are built once more on the next start.
          this.opts.log("warn", `publish: could not mark the requests live: ${String(error)}`);
        });
        this.opts.log(
          "info",
          `publish: build #${this.count} live in ${(durationMs / 1000).toFixed(1)} s (build ${(buildMs / 1000).toFixed(1)} s; ${promoted.copied} files copied, ${promoted.linked} linked; ${buildDir})`,
        );
        return;
      } catch (error) {
        this.fail({
          ok: false,
          at: new Date().toISOString(),
          durationMs: Date.now() - started,
          reasons,
          exitCode: code,
          message: `promotion failed: ${String(error)}`,
        });
        return;
      }
    }
    const durationMs = buildMs;
    const at = new Date().toISOString();
    const message = code === 0 ? "build produced no index.html" : `build exited with ${code}: ${tail.slice(-600)}`;
    this.fail({ ok: false, at, durationMs, reasons, exitCode: code, message });
    if (rows) await this.opts.requests?.markFailed(rows.map((r) => r.id)).catch(() => undefined);
    await writeFile(this.cleanMarker, `${at} ${message.slice(0, 200)}\n`);
    await this.restoreOutput();
  }

  private fail(result: BuildResult): void {
    this.lastError = result;
    this.metrics.publishBuilds.observe({ result: "failed" }, result.durationMs / 1000);
    this.opts.log(
      "error",
      `publish: build #${this.count} FAILED after ${(result.durationMs / 1000).toFixed(1)} s; live site unchanged. ${result.message ?? ""}`,
    );
  }

  /** After a failed build, public/ may be half-written: put the live build back so it stays a valid site. */
  private async restoreOutput(): Promise<void> {
    const live = await currentBuild(this.opts.siteDir);
    if (!live) return;
    try {
      await rm(this.opts.outputDir, { recursive: true, force: true });
      await cp(live, this.opts.outputDir, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    } catch (error) {
      this.opts.log("warn", `publish: could not restore ${this.opts.outputDir} from the live build: ${String(error)}`);
    }
  }

  /** The next build starts clean: without the incremental cache, and without a half-written output directory. */
  private async startClean(): Promise<void> {
    if (this.opts.cacheDir) await rm(this.opts.cacheDir, { recursive: true, force: true });
    await rm(this.opts.outputDir, { recursive: true, force: true });
  }

  /** Runs the build command; `staleSchema` when its output says a page query asks for a field or type it lacks. */
  private exec(logFile: string): Promise<{ code: number | null; tail: string; staleSchema: boolean }> {
    return new Promise((resolve) => {
      let tail = "";
      let staleSchema = false;
      let writes = Promise.resolve();
      const child = spawn(this.opts.command, {
        cwd: this.opts.cwd,
        env: this.opts.env,
        shell: true,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      this.child = child;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        tail = (tail + text).slice(-4000);
        staleSchema ||= STALE_SCHEMA.test(tail.slice(-text.length - 200));
        writes = writes.then(() => appendFile(logFile, text)).catch(() => undefined);
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      const timer = setTimeout(() => {
        tail += `\n(killed after ${this.opts.timeoutMs} ms)`;
        try {
          if (child.pid) process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, this.opts.timeoutMs);
      child.on("error", (error) => {
        clearTimeout(timer);
        resolve({ code: -1, tail: String(error), staleSchema: false });
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        this.child = null;
        void writes.then(() => resolve({ code, tail, staleSchema }));
      });
    });
  }
}

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Gatsby's words when a page query asks the CMS schema its cache holds for something it lacks, e.g.
 * `Cannot query field "loopMinutes" on type "Payload_Product"` after a CMS upgrade added the field.
 */
const STALE_SCHEMA = /Cannot query field "[^"]+" on type "[^"]+"|Unknown type "[^"]+"/;

type PromotedShare = Awaited<ReturnType<LiveSiteStore["publish"]>>;

/** Whether build `a` was made after build `b` (their app-data.json, else index.html: promotion keeps mtimes). */
async function newerThan(a: string, b: string): Promise<boolean> {
  const mtime = async (dir: string) => {
    for (const f of ["page-data/app-data.json", "index.html"]) {
      const info = await stat(path.join(dir, f)).catch(() => null);
      if (info) return info.mtimeMs;
    }
    return 0;
  };
  return (await mtime(a)) > (await mtime(b));
}
