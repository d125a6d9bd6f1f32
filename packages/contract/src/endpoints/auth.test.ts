import { describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints } from '../endpoints';
import { authEndpoints } from './auth';

const SCHEMAS = ['body', 'query', 'params', 'response'] as const;

function entryOf(table: Record<string, EndpointDef>, name: string): EndpointDef {
  const entry = table[name];
  if (!entry) throw new Error(`the table has no ${name}`);
  return entry;
}

describe('authEndpoints (what the login route loads)', () => {
  it.each(Object.keys(authEndpoints))("%s is the one table's entry: same path, access, limits and schemas", (name) => {
    const mine = entryOf(authEndpoints, name);
    const table = entryOf(endpoints, name);
    const strip = (entry: EndpointDef) =>
      Object.fromEntries(Object.entries(entry).filter(([key]) => !(SCHEMAS as readonly string[]).includes(key)));
    expect(strip(mine)).toEqual(strip(table));
    for (const key of SCHEMAS) expect(mine[key], `${name}.${key}`).toBe(table[key]);
  });
});
