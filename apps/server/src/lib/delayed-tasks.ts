// Work to do a little later in this process (the sandbox's webhook delivery). flush() runs
// whatever is still waiting and waits for everything, so tests and shutdown do not lose it.

export class DelayedTasks {
  private readonly waiting = new Map<ReturnType<typeof setTimeout>, () => Promise<void>>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly delayMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  schedule(task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.waiting.delete(timer);
      this.run(task);
    }, this.delayMs);
    timer.unref();
    this.waiting.set(timer, task);
  }

  private run(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.onError(error))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Starts every waiting task now and resolves when none is running. */
  async flush(): Promise<void> {
    for (const [timer, task] of this.waiting) {
      clearTimeout(timer);
      this.waiting.delete(timer);
      this.run(task);
    }
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Tasks scheduled and not yet finished. */
  get size(): number {
    return this.waiting.size + this.running.size;
  }
}
