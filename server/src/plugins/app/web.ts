import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRERENDERED_FOLDER, prerenderedFileFor } from '@kisan-credit/shared-api/contract/prerenderedPages';
import { cacheControlFor, NO_STORE, REVALIDATE } from '../../web/cachePolicy';
import { notBuiltPage } from '../../web/notBuiltPage';
import { remoteEntryPreload } from '../../web/remoteEntryPreload';
import { pageContentSecurityPolicy } from '../../web/pagePolicy';
import { createRemotesManifestReader, remoteOrigins, type RemotesManifest } from '../../web/remotesManifest';
import { distFolder, REMOTE_APPS } from '../../web/webLayout';

declare module 'fastify' {
  interface FastifyInstance {
    webApps: {
      /** A browser navigating to one of the portal's client-side routes (/login, /kcc-form, …). */
      wantsShell(request: FastifyRequest): boolean;
      /**
       * The page for `request`'s path: a public page prerendered at build time, else the shell's index.html,
       * which routes in the browser; or the "not built" page.
       */
      serveShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    };
  }
}

/**
 * The built portal on the API's port: the shell at /, each remote at /remotes/<name>/, and
 * /remotes.json, which tells the shell where each remote lives.
 */
export default fp(
  async (app) => {
    const { webRoot, remotesManifest } = app.config;
    const readManifest = createRemotesManifestReader(remotesManifest);
    const shellDist = distFolder(webRoot, 'shell');
    const shellBuilt = fs.existsSync(path.join(shellDist, 'index.html'));
    const prerenderedDir = path.join(shellDist, PRERENDERED_FOLDER);
    const prerendered = new Set(fs.existsSync(prerenderedDir) ? fs.readdirSync(prerenderedDir) : []);

    const remoteLocations = (): RemotesManifest => {
      try {
        return readManifest();
      } catch (error) {
        app.log.error({ err: error }, 'remotes.json is not valid; pages allow scripts from this server only');
        return {};
      }
    };
    const pagePolicy = () => pageContentSecurityPolicy(remoteOrigins(remoteLocations()));
    const setWebHeaders = (reply: FastifyReply, file: string, servedToOtherOrigins: boolean) => {
      reply.header('cache-control', cacheControlFor(file));
      reply.header('content-security-policy', pagePolicy());
      if (servedToOtherOrigins) {
        // A shell on another origin may load this remote.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('access-control-allow-origin', '*');
      }
    };

    app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_STORE).send(readManifest()));

    if (shellBuilt) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        // '/' is a page like the others (serveShell), so the landing can be its prerendered copy.
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, file) => setWebHeaders(reply, file, false),
      });
    } else {
      app.log.warn(`${shellDist} has no index.html: run \`npm run build\` to build the web apps`);
    }

    for (const remote of REMOTE_APPS) {
      const root = distFolder(webRoot, remote.workspace);
      if (!fs.existsSync(root)) {
        app.log.warn(`${root} does not exist: the ${remote.name} app is not built`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: remote.urlPrefix,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, file) => setWebHeaders(reply, file, true),
      });
    }

    // The landing page for any client (a browser, a link preview, a health probe), not only text/html ones.
    app.get('/', async (request, reply) => app.webApps.serveShell(request, reply));

    app.decorate('webApps', {
      wantsShell(request: FastifyRequest) {
        const pathname = request.url.split('?')[0]!;
        return (
          (request.method === 'GET' || request.method === 'HEAD') &&
          !/^\/api(\/|$)/.test(pathname) &&
          !pathname.startsWith('/remotes/') &&
          (request.headers.accept ?? '').includes('text/html')
        );
      },
      async serveShell(request: FastifyRequest, reply: FastifyReply) {
        if (!shellBuilt) return sendNotBuilt(reply);
        const pathname = request.url.split('?')[0]!;
        const prerenderedPage = prerenderedFileFor(pathname);
        const [folder, file] =
          prerenderedPage && prerendered.has(prerenderedPage)
            ? [prerenderedDir, prerenderedPage]
            : [shellDist, 'index.html'];
        setWebHeaders(reply, file, false);
        const preload = remoteEntryPreload(pathname, remoteLocations());
        if (!preload) return reply.code(200).sendFile(file, folder);
        const page = await fs.promises.readFile(path.join(folder, file), 'utf8');
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .send(page.replace('</head>', `${preload}</head>`));
      },
    });
  },
  { name: 'web', dependencies: ['config'] },
);

function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(notBuiltPage());
}
