// A counting semaphore: the process's job slots, shared by every queue, so that all the media
// queues together run at most `size` handlers at once (one render per core by default).

export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`job slots must be a positive integer, got ${size}`);
    this.free = size;
  }

  /** Resolves with a release function once a slot is free (first come, first served). */
  async acquire(): Promise<() => void> {
    if (this.free > 0) {
      this.free -= 1;
    } else {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
      if (next) next();
      else this.free += 1;
    };
  }

  /** Handlers running now. */
  get inUse(): number {
    return this.size - this.free;
  }
}
