import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What one server process tells Prometheus (GET /api/metrics). */
export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  otpSends: Counter<'result'>;
  workflowTransitions: Counter<'action'>;
  browserErrors: Counter<'app'>;
}

/** The document readings the database holds, for the gauges read at each scrape. */
export interface DocumentReadingFigures {
  /** Documents waiting to be read (every process's, from the database). */
  waiting: number;
  /** Seconds each reading took, at these quantiles, over the readings finished in the last 15 minutes. */
  recentSeconds: { quantile: number; seconds: number }[];
  recentReadings: number;
}

export const READING_QUANTILES = [0.5, 0.95, 1] as const;

export function createServerMetrics(readDocumentFigures: () => Promise<DocumentReadingFigures>): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kcc_' });
  const requestDuration = new Histogram({
    name: 'kcc_http_request_duration_seconds',
    help: 'Time from request to answer, per route (the route pattern, never the URL itself)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: 'kcc_otp_sends_total',
    help: 'Sign-in codes asked for: sent, refused (limits, bad number) or failed (the SMS gateway)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const workflowTransitions = new Counter({
    name: 'kcc_workflow_transitions_total',
    help: 'Applications moved a step: submitted by the farmer, or a staff workflow action',
    labelNames: ['action'] as const,
    registers: [registry],
  });
  const browserErrors = new Counter({
    name: 'kcc_browser_errors_total',
    help: 'Errors the portal’s pages reported (POST /api/client-errors), per app',
    labelNames: ['app'] as const,
    registers: [registry],
  });

  // Both document gauges come from one query at scrape time: the queue lives in the database and any
  // process (a separate worker above all) may read, so no one process's memory knows them.
  let pending: Promise<DocumentReadingFigures> | null = null;
  const figures = () => {
    pending ??= readDocumentFigures().finally(() => (pending = null));
    return pending;
  };
  new Gauge({
    name: 'kcc_document_queue_depth',
    help: 'Uploaded documents waiting to be read',
    registers: [registry],
    async collect() {
      this.set((await figures()).waiting);
    },
  });
  new Gauge({
    name: 'kcc_document_reading_seconds',
    help: 'Seconds a document took to read, at quantiles, over the readings finished in the last 15 minutes',
    labelNames: ['quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { quantile, seconds } of (await figures()).recentSeconds)
        this.set({ quantile: String(quantile) }, seconds);
    },
  });
  new Gauge({
    name: 'kcc_document_readings_recent',
    help: 'Documents read (or given up) in the last 15 minutes',
    registers: [registry],
    async collect() {
      this.set((await figures()).recentReadings);
    },
  });
  return { registry, requestDuration, otpSends, workflowTransitions, browserErrors };
}
