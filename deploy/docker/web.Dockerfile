# The static side: nginx with the shell and the release store of the role apps, configured by
# deploy/nginx (the files the topology test runs). Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t kisan-credit-web .
# In production the release store is usually a bucket or a volume that `npm run release` / `promote`
# write to at any time; this image starts with one release of each app, promoted.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build -w shell \
 && for app in farmer-app lawyer-app banker-app; do npm run release -w "$app" -- --to /releases; done \
 && for app in farmer lawyer banker; do \
      npm run promote -- "$app" "$(ls /releases/$app | head -n 1)" --store /releases; \
    done

FROM nginx:1.22
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/kisan-credit.conf deploy/nginx/page-headers.conf /etc/nginx/kisan-credit/
COPY --from=build /app/shell/dist /srv/kisan-credit/shell
COPY --from=build /releases /srv/kisan-credit/releases
EXPOSE 80 443
