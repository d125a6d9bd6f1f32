// Two server processes on one PostgreSQL and one Redis, behind nginx (Debian's
// package), as docs/operations.md "Replicas" describes. Under load, one replica is
// killed (SIGKILL, no goodbye); the run then shows:
//   - no session lost: the customer signed in before is still signed in, through either replica;
//   - no rate limit reset: the sign-in limit counted in Redis still refuses after the kill;
//   - no request failing beyond the ones in flight on the killed replica;
//   - a payment confirmed many times at once, on both replicas, recorded exactly once.
// Run by .ci/run (npm run test:replicas). Needs nginx, PostgreSQL at PG_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) and Redis at REDIS_URL (default 127.0.0.1:6379).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@cardora/contract';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { createFreshDatabase, dropDatabase } from './fresh-database.mjs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEMO_CUSTOMER = { phoneNumber: '+919876543210', password: 'demo1234' };
/** Wrong passwords a minute per IP and route on both replicas (the limit lives in Redis). */
const AUTH_LIMIT = 5;
const LOAD_WORKERS = 16;
const LOAD_MS = 6_000;
const KILL_AFTER_MS = 2_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(base: string, child: ChildProcess, name: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} not ready after ${timeoutMs} ms`);
}

/** A browser's cookie jar and CSRF header over fetch, against one base URL at a time. */
class Browser {
  private cookies = new Map<string, string>();

  async call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('cardora_csrf');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, json };
  }
}

function data<T>(result: { status: number; json: unknown }, what: string): T {
  assert.equal(result.status, 200, `${what}: ${JSON.stringify(result.json).slice(0, 300)}`);
  return (result.json as { data: T }).data;
}

async function main(): Promise<void> {
  const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
  if (!nginxPath) throw new Error('nginx is missing: apt-get install -y nginx (.ci/run installs it)');
  buildIfStale();

  const database = await createFreshDatabase('cardora_replicas');
  const dataDir = mkdtempSync(join(tmpdir(), 'cardora-replicas-'));
  const nginxDir = mkdtempSync(join(tmpdir(), 'cardora-nginx-'));
  const children: ChildProcess[] = [];
  const logs: Record<string, string> = {};
  try {
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    // Both replicas count in one place; this run's counts only (an earlier run's would still refuse).
    const rateLimitNamespace = `cardora-replicas-${process.pid}-${Date.now()}-`;
    const startReplica = async (name: string, port: number) => {
      const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: database.url,
          REDIS_URL,
          RATE_LIMIT_NAMESPACE: rateLimitNamespace,
          DATA_DIR: dataDir,
          AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
          // The load below is one client from one IP: the per-IP limit of other routes stays out of it.
          GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      logs[name] = '';
      child.stdout?.on('data', (chunk) => {
        logs[name] += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        logs[name] += chunk;
      });
      children.push(child);
      await waitForReady(`http://127.0.0.1:${port}`, child, name);
      return child;
    };
    // One at a time: the first migrates and seeds the demo world, the second finds it done.
    const replicaA = await startReplica('replica A', portA);
    await startReplica('replica B', portB);

    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      `pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  upstream cardora {
    server 127.0.0.1:${portA} max_fails=1 fail_timeout=30s;
    server 127.0.0.1:${portB} max_fails=1 fail_timeout=30s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${portLb};
    location / {
      proxy_pass http://cardora;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
    );
    const nginx = spawn(nginxPath, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    logs.nginx = '';
    nginx.stderr?.on('data', (chunk) => {
      logs.nginx += chunk;
    });
    children.push(nginx);
    const lb = `http://localhost:${portLb}`;
    await waitForReady(lb, nginx, 'nginx');
    const direct = [`http://localhost:${portA}`, `http://localhost:${portB}`];

    // A customer signs in through the balancer; the session works on both replicas directly.
    const customer = new Browser();
    await customer.call(lb, 'GET', '/api/v1/session');
    data(await customer.call(lb, 'POST', endpoints.login.path, DEMO_CUSTOMER), 'sign in');
    for (const base of direct) data(await customer.call(base, 'GET', endpoints.getUser.path), `session on ${base}`);

    // The sign-in limit per IP, counted in Redis: the customer's sign-in above and AUTH_LIMIT - 1
    // wrong passwords, alternating replicas, fill it; the next is refused on either replica.
    const guesser = new Browser();
    await guesser.call(lb, 'GET', '/api/v1/session');
    const wrong = { phoneNumber: '+919800000099', password: 'wrong-password' };
    for (let i = 0; i < AUTH_LIMIT - 1; i++) {
      const base = direct[i % 2] ?? lb;
      assert.equal(
        (await guesser.call(base, 'POST', endpoints.login.path, wrong)).status,
        400,
        `wrong password ${i + 1}`,
      );
    }
    for (const base of direct) {
      assert.equal((await guesser.call(base, 'POST', endpoints.login.path, wrong)).status, 429, `limit on ${base}`);
    }

    // Load through the balancer; replica A is killed part way.
    let ok = 0;
    const failures: string[] = [];
    const until = Date.now() + LOAD_MS;
    const killAt = Date.now() + KILL_AFTER_MS;
    let killed = false;
    const worker = async () => {
      while (Date.now() < until) {
        if (!killed && Date.now() >= killAt) {
          killed = true;
          replicaA.kill('SIGKILL');
        }
        try {
          const res = await customer.call(lb, 'GET', endpoints.getUser.path);
          if (res.status === 200) ok++;
          else failures.push(`${res.status} ${JSON.stringify(res.json).slice(0, 120)}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: LOAD_WORKERS }, worker));
    assert.ok(killed, 'replica A was killed under load');
    console.log(
      `load: ${ok} requests answered 200, ${failures.length} failed, replica A killed after ${KILL_AFTER_MS} ms`,
    );
    assert.ok(
      failures.length <= LOAD_WORKERS,
      `at most the ${LOAD_WORKERS} requests in flight may fail; failed: ${failures.slice(0, 5).join(' | ')}`,
    );
    assert.ok(ok > 100, 'the balancer kept answering');

    // After the kill: the session is still there, and the rate limit was not reset.
    data(await customer.call(lb, 'GET', endpoints.getUser.path), 'session after the kill');
    assert.equal((await guesser.call(lb, 'POST', endpoints.login.path, wrong)).status, 429, 'limit after the kill');

    // Payments exactly once: replica A comes back, and one paid order is confirmed 10 times at once
    // on both replicas and through the balancer.
    await startReplica('replica A again', portA);
    const businesses = data<{ businessId: string; businessName: string }[]>(
      await customer.call(lb, 'GET', endpoints.getBusinessesByUser.path),
      'businesses',
    );
    const business = businesses[0];
    assert.ok(business, 'the demo customer has a business');
    const plans = data<{ list: { subscriptionPlanId: string; price: number }[] }>(
      await customer.call(lb, 'GET', endpoints.listSubscriptionPlans.path),
      'plans',
    ).list;
    // The dearest: a plan below the demo business's own is not offered before its last 15 days.
    const plan = [...plans].sort((a, b) => b.price - a.price).find((p) => p.price > 0);
    assert.ok(plan, 'the demo agency sells a plan');
    const paymentsPath = `${endpoints.listCardPayments.path}?businessId=${business.businessId}`;
    const before = data<{ total: number }>(await customer.call(lb, 'GET', paymentsPath), 'payments before').total;
    const order = data<{ key: string; order: { id: string } }>(
      await customer.call(lb, 'POST', endpoints.createCardPaymentOrder.path, {
        businessId: business.businessId,
        subscriptionPlanId: plan.subscriptionPlanId,
      }),
      'order',
    );
    const checkout = (
      await customer.call(lb, 'POST', `/sandbox-gateway/orders/${order.order.id}/pay`, {
        key: order.key,
        outcome: 'success',
      })
    ).json as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
    const confirm = {
      businessId: business.businessId,
      subscriptionPlanId: plan.subscriptionPlanId,
      orderCreationId: checkout.razorpay_order_id,
      razorpayOrderId: checkout.razorpay_order_id,
      razorpayPaymentId: checkout.razorpay_payment_id,
      razorpaySignature: checkout.razorpay_signature,
      throughGateway: true,
    };
    const confirmations = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        customer.call([...direct, lb][i % 3] ?? lb, 'POST', endpoints.makeCardPaymentThroughGateway.path, confirm),
      ),
    );
    const recordNos = new Set(confirmations.map((res) => data<{ recordNo: number }>(res, 'confirm').recordNo));
    assert.equal(recordNos.size, 1, `one record for one payment, got ${[...recordNos].join(', ')}`);
    const after = data<{ total: number }>(await customer.call(lb, 'GET', paymentsPath), 'payments after').total;
    assert.equal(after, before + 1, 'the payment is recorded exactly once');
    console.log('two replicas: sessions kept, rate limit kept, payments exactly once');
  } catch (error) {
    for (const [name, log] of Object.entries(logs)) console.error(`--- ${name} ---\n${log.slice(-4000)}`);
    throw error;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await dropDatabase(database.name).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(nginxDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
