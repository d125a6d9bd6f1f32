import { describe, expect, test } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError', () => {
  test("keeps the server's upgradePath (a refusal a plan or purchase lifts)", () => {
    const error = new ApiError(409, { message: 'Over the plan.', code: 'CONFLICT', upgradePath: '#upgrade' });
    expect(error.upgradePath).toBe('#upgrade');
    expect(error.fields).toEqual({});
  });

  test('null when the server names no way up', () => {
    expect(new ApiError(400, { message: 'No.', code: 'VALIDATION_FAILED' }).upgradePath).toBeNull();
  });
});
