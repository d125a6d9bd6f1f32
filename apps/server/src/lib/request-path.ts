// The path a request is routed by. Fastify's router decodes percent-escapes (`/%6cog` is
// `/log`, `/%61pi/v1/user` is `/api/v1/user`), so every decision made before routing — CSRF,
// tenancy, which answers get the CSRF cookie — must read the decoded path too, or an encoded
// letter walks past it.
export function requestPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    // Not valid percent-encoding: the router refuses it (400) whatever we decide here.
    return raw;
  }
}
