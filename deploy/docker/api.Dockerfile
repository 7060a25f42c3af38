# The API server, or (with `command: ["node", "server/dist/worker.js"]`) the document worker: the same
# image, compiled, with production dependencies only. Build from the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t kisan-credit-api .
# Its steps are the ones the topology test runs (npm run test:topology): `npm run build -w server`, then
# `node server/dist/main.js`.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w server

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY shared-api/package.json shared-api/
# Only the server's production dependencies (no tsx, no jest, no webpack); shared-api's contract comes
# compiled inside server/dist.
RUN npm ci --omit=dev --no-audit --no-fund -w server --include-workspace-root=false
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/shared-api/locales shared-api/locales
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
