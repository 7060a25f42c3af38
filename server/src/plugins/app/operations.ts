import fp from 'fastify-plugin';
import { documentReadingFigures } from '../../operations/documentReadingFigures';
import { createServerMetrics, type ServerMetrics } from '../../operations/metrics';
import { REQUEST_ID_HEADER } from '../../operations/requestId';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

/** The routes whose answers are the events the metrics count (their code stays free of metrics). */
const OTP_SEND_ROUTE = '/api/auth/send-otp';
const SUBMIT_ROUTE = '/api/loan/application';
const WORKFLOW_ACTION_ROUTE = '/api/loan/application/actions';

function otpSendResult(statusCode: number): 'sent' | 'refused' | 'failed' {
  if (statusCode < 300) return 'sent';
  return statusCode < 500 ? 'refused' : 'failed';
}

/**
 * Operating the server: Prometheus metrics (GET /api/metrics) and the request id, which every log line
 * carries (Fastify's reqId, taken from nginx's X-Request-Id) and every answer returns.
 */
export default fp(
  async (app) => {
    const metrics = createServerMetrics(() => documentReadingFigures(app.database.db, app.clock()));
    app.decorate('metrics', metrics);

    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const { statusCode } = reply;
      metrics.requestDuration.observe(
        { method: request.method, route, status_code: String(statusCode) },
        reply.elapsedTime / 1000,
      );
      if (request.method !== 'POST') return;
      if (route === OTP_SEND_ROUTE) metrics.otpSends.inc({ result: otpSendResult(statusCode) });
      else if (statusCode < 300 && route === SUBMIT_ROUTE) metrics.workflowTransitions.inc({ action: 'submit' });
      else if (statusCode < 300 && route === WORKFLOW_ACTION_ROUTE) {
        metrics.workflowTransitions.inc({ action: (request.body as { action: string }).action });
      }
    });
  },
  { name: 'operations', dependencies: ['config', 'database'] },
);
