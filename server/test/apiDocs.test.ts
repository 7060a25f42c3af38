import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './support/testApp';
import { useTestDatabase } from './support/testDatabases';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { anyOf?: { properties: Record<string, unknown> }[] } }> };
  responses: Record<string, unknown>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

/**
 * Every route the server answers, as "METHOD /path", read from Fastify's own route tree (HEAD, which
 * Fastify adds to every GET, left out). printRoutes nests each path under its parent, four columns a level.
 */
function servedRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the OpenAPI document', () => {
  const testDatabase = useTestDatabase('pglite', { emptyBeforeEach: false });
  let app: FastifyInstance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ database: testDatabase.database }));
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => app.close());

  const documented = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );

  it('lists every /api route with its methods, and nothing else', () => {
    const apiRoutes = servedRoutes(app)
      .filter((route) => / \/api\//.test(route) && !/ \/api\/docs(\/|$)/.test(route))
      // A folder's index route answers with and without the trailing slash; documented once, without.
      .map((route) => route.replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}'));
    expect(documented().sort()).toEqual([...new Set(apiRoutes)].sort());
    expect(documented()).toEqual(
      expect.arrayContaining([
        'GET /api/loan/kcc-application',
        'GET /api/loan/application',
        'PUT /api/loan/save-draft',
        'POST /api/loan/application',
        'PUT /api/loan/application',
        'PATCH /api/loan/application',
        'POST /api/loan/application/actions',
        'GET /api/loan/application/history',
        'GET /api/sheet/kcc-applications',
        'POST /api/contact/inquiry',
        'POST /api/auth/send-otp',
        'POST /api/auth/verify-otp',
        'POST /api/auth/logout',
        'GET /api/auth/session',
        'PUT /api/auth/language',
        'GET /api/health',
      ]),
    );
  });

  it('asks for the bearer token exactly where a guard stands, and says who may call', () => {
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const guarded = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(guarded.sort()).toEqual(
      documented()
        .filter(
          (route) =>
            ![
              'POST /api/auth/send-otp',
              'POST /api/auth/verify-otp',
              'POST /api/contact/inquiry',
              'GET /api/health',
              // Operating calls: probes and Prometheus (kept from the public by nginx), and pages' error reports.
              'GET /api/health/live',
              'GET /api/health/ready',
              'GET /api/metrics',
              'POST /api/client-errors',
            ].includes(route),
        )
        .sort(),
    );
    expect(document.paths['/api/sheet/kcc-applications']!.get).toMatchObject({
      security: [{ bearerAuth: [] }],
      description: expect.stringContaining('Signed in as: lawyer, banker.'),
    });
  });

  it('documents PATCH’s body as either the lawyer’s or the banker’s changes', () => {
    const patch = document.paths['/api/loan/application']!.patch!;
    const [lawyer, banker] = patch.requestBody!.content['application/json']!.schema.anyOf!;
    expect(Object.keys(lawyer!.properties).sort()).toEqual([
      'cropDetails',
      'documents',
      'landDetails',
      'landGeneralInfo',
    ]);
    expect(Object.keys(banker!.properties)).toEqual(
      expect.arrayContaining(['applicantName', 'bankDetails', 'landDetails']),
    );
  });

  it('documents request and answer shapes, and the error body every call may answer', () => {
    const saveDraft = document.paths['/api/loan/save-draft']!.put!;
    expect(saveDraft.requestBody).toBeDefined();
    expect(Object.keys(saveDraft.responses).sort()).toEqual(['200', 'default']);
    expect(JSON.stringify(saveDraft.responses.default)).toContain('"issues"');
  });

  it('serves the UI at /api/docs with a CSP of its own, still without inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
