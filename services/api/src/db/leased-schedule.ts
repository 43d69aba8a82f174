/**
 * A job that runs every `intervalMs` on one instance at a time: each period, the instance that claims the job's lease
 * (job-lease.ts) runs it; the others skip that period. Shared by the full reconciliation and the day-before reminders.
 */
import type { JobLease } from "./job-lease.ts";

export interface LeasedScheduleOptions<T> {
  lease: JobLease;
  /** Period in ms; 0 switches the schedule off (runScheduled still runs once when asked). */
  intervalMs: number;
  /** Delay of the first run after start (at most one period; default 60 s). */
  firstDelayMs?: number;
  /** The job, given the lease period it holds (a long job keeps the lease ahead with it). */
  run: (periodMs: number) => Promise<T>;
  onSkipped?: () => void;
  onRan?: (result: T) => void;
  onFailed?: (error: unknown) => void;
}

export class LeasedSchedule<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T | null> | null = null;
  private stopped = true;

  constructor(private readonly o: LeasedScheduleOptions<T>) {}

  /** Starts the periodic run (no-op when intervalMs is 0 or already started). */
  start(): void {
    const period = this.o.intervalMs;
    if (period <= 0 || !this.stopped) return;
    this.stopped = false;
    const tick = (delay: number) => {
      this.timer = setTimeout(() => {
        void this.runScheduled()
          .catch(() => undefined)
          .finally(() => {
            if (!this.stopped) tick(period);
          });
      }, delay);
      this.timer.unref?.();
    };
    tick(Math.min(period, this.o.firstDelayMs ?? 60_000));
  }

  /** Stops the schedule and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One run if this instance claims the period's lease; null when another instance holds it or one is running here. */
  async runScheduled(): Promise<T | null> {
    if (this.running) return null;
    const period = Math.max(this.o.intervalMs, 60_000);
    const run = (async () => {
      if (!(await this.o.lease.claim(period))) {
        this.o.onSkipped?.();
        return null;
      }
      try {
        const result = await this.o.run(period);
        this.o.onRan?.(result);
        return result;
      } catch (error) {
        this.o.onFailed?.(error);
        throw error;
      }
    })();
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = null;
    }
  }
}
