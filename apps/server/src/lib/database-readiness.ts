// The server's start steps that need the database (the job queue, the schedules it sets, the
// heartbeat, the work left queued), run once it has answered: at once on a normal start, or, on a
// start with a PostgreSQL server that does not answer yet, as soon as main has migrated it
// (docs/product-rules.md#cards-stay-up). In the order they were asked for, one after another, so
// the job queue is running before anything queues work on it.

/** How often a start waiting for the database looks again. */
const POLL_MS = 1_000;

export class DatabaseReadiness {
  private readonly waiting: (() => Promise<unknown>)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> = Promise.resolve();

  constructor(
    private readonly ready: () => boolean,
    private readonly onError: (error: unknown) => void,
  ) {}

  get isReady(): boolean {
    return this.ready();
  }

  /**
   * A start step: run now (and awaited, as part of the start) when the database is ready; else
   * kept and run once it is. A deferred step that fails is reported, not thrown: nobody awaits it.
   */
  async run(step: () => Promise<unknown>): Promise<void> {
    if (this.ready() && this.waiting.length === 0) {
      await step();
      return;
    }
    this.waiting.push(step);
    this.timer ??= setInterval(() => this.poll(), POLL_MS);
    this.timer.unref();
  }

  /** Forgets steps not run yet (the server is stopping). */
  close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.waiting.length = 0;
    return this.draining;
  }

  private poll(): void {
    if (!this.ready()) return;
    clearInterval(this.timer);
    this.timer = undefined;
    const steps = this.waiting.splice(0);
    this.draining = (async () => {
      for (const step of steps) await step().catch(this.onError);
    })();
  }
}
