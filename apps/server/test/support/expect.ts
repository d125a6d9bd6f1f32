// Assertions many server tests share.
import { expect } from 'vitest';
import type { TestResponse } from '#test/support/client';

/** The response is an error with `status` whose body says `message`. */
export function expectError(res: TestResponse, status: number, message: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.error().message).toBe(message);
}
