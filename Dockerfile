# syntax=docker/dockerfile:1
# Three images from one build: `storefront` (Next's standalone output, the default target), `backend` (the
# reference store API) and `edge` (nginx with the build's static files). compose.yaml picks the target per service.
#
# The storefront image is Next's `output: "standalone"` (NEXT_OUTPUT=standalone) run by Next's own generated
# server.js, the standalone form of `next start` (ADR 0017); scripts/docker/complete-standalone.mjs copies in the
# static files and `public`, which Next leaves out of that output.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# `next build` validates the storefront's environment (lib/env.ts). These values exist at build time only; the
# real ones come from compose.yaml at run time. No page reads the catalogue at build time (noBuildTimeParams).
RUN NEXT_OUTPUT=standalone \
    STORE_API_URL=http://backend:8000/ \
    SESSION_PASSWORD=build-time-only-this-is-not-a-secret-0000 \
    SITE_URL=http://localhost:8080 \
    NEXT_TELEMETRY_DISABLED=1 \
    npx next build \
 && node --import tsx scripts/cluster/precompress.ts .next/static \
 && node scripts/docker/complete-standalone.mjs \
 && npm prune --omit=dev --no-audit --no-fund

# The reference store API runs its TypeScript sources with tsx (a runtime dependency); it keeps the pruned
# node_modules. Its media cache and mail spool live in a volume at /var/lib/swa.
FROM node:${NODE_VERSION}-bookworm-slim AS backend
ENV NODE_ENV=production
WORKDIR /app
# Debian's ffmpeg (backend/media/ffmpeg.ts): review videos are untrusted input, so it is the distribution's
# maintained build, updated whenever the image is rebuilt.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/swa && chown node:node /var/lib/swa
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/backend ./backend
COPY --from=build --chown=node:node /app/lib ./lib
USER node
EXPOSE 8000
CMD ["node", "--import", "tsx", "backend/server.ts"]

# nginx with the build files it serves from disk (`gzip_static`: the .gz copies precompress.ts wrote above) and
# the store's configuration template; the official image renders templates/ with envsubst at start.
FROM nginx:1.27-bookworm AS edge
COPY --from=build /app/.next/static /srv/next-static
COPY deploy/nginx/store.conf.template /etc/nginx/templates/default.conf.template

# Last, so a plain `docker build .` makes the storefront. Its page cache lives in memory (lib/next-cache), and its
# V8 heap has the same 512 MiB ceiling the launcher gives `npm start` (STOREFRONT_MAX_HEAP_MB; NODE_OPTIONS here).
# server.js listens on HOSTNAME:PORT and keeps idle connections 65 s, past nginx's 60 s for upstream ones (as
# the launcher's `next start --keepAliveTimeout`).
FROM node:${NODE_VERSION}-bookworm-slim AS storefront
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NODE_OPTIONS=--max-old-space-size=512 \
    HOSTNAME=0.0.0.0 PORT=3000 KEEP_ALIVE_TIMEOUT=65000
WORKDIR /app
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
CMD ["node", "server.js"]
