import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { errorMessage } from '#api/api-error';

/**
 * A one-name form (a new tag, subcategory, or a trade's name in the list): what is typed, its
 * problem (the contract's check or the server's refusal), and a submit that checks the name
 * first and hands `save` the checked value. Spread `field` on the TextField.
 */
export function useNameEntry<T>(
  initial: string,
  check: (name: string) => ZodSafeParseResult<T>,
  missing: string,
  save: (value: T) => void,
) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? missing);
      return;
    }
    setProblem(null);
    save(parsed.data);
  };
  return {
    problem,
    submit,
    clear: () => setName(''),
    /** For the mutation's onError: the server's message under the field. */
    fail: (error: unknown) => setProblem(errorMessage(error)),
    field: {
      value: name,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setName(event.target.value),
      error: Boolean(problem),
    },
  };
}
