// What an operator scrapes (GET /metrics, Prometheus text format, behind METRICS_TOKEN): requests by route and
// status with their latency, bank webhook outcomes, rate-limit refusals, Redis errors, and the process's own
// figures (CPU, memory, event-loop lag, handles). One registry per server, so several servers in one process
// (the tests) never share counters.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** A request answered: its route (a callable's name, or the route's pattern) and HTTP status. */
  request: (route: string, status: number, seconds: number) => void;
  /** A bank webhook's outcome: 'paid', 'unmatched', 'duplicate', 'rejected' (400), 'unauthorized', 'failed'... */
  webhook: (outcome: string) => void;
  /** A request refused by a rate limit: 'ip', 'user' or the webhook's own. */
  rateLimited: (scope: string) => void;
  /** Redis failed to answer (the limiter failed open, a message was lost). */
  redisError: () => void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'api_' });
  const requests = new Counter({
    name: 'api_requests_total',
    help: 'Requests answered, by route (callable name or route pattern) and HTTP status.',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'api_request_duration_seconds',
    help: 'Time from the request arriving to its answer sent, by route.',
    labelNames: ['route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'api_bank_webhook_total',
    help: 'Bank transfer notifications, by outcome.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'api_rate_limited_total',
    help: 'Requests refused by a rate limit, by scope.',
    labelNames: ['scope'],
    registers: [registry],
  });
  const redisErrors = new Counter({
    name: 'api_redis_errors_total',
    help: 'Redis commands or connections that failed.',
    registers: [registry],
  });
  return {
    registry,
    request: (route, status, seconds) => {
      requests.inc({ route, status: String(status) });
      latency.observe({ route }, seconds);
    },
    webhook: (outcome) => webhooks.inc({ outcome }),
    rateLimited: (scope) => limited.inc({ scope }),
    redisError: () => redisErrors.inc(),
  };
}
