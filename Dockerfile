# syntax=docker/dockerfile:1
# One image for the storefront instances and the reference backend; compose.yaml chooses the command.
#
# Not Next's `output: "standalone"`: its generated server.js would replace scripts/launcher/storefront-server.mjs,
# the server `npm start` and `npm run stack:cluster` run (client address from X-Forwarded-For only with
# TRUST_PROXY=1, graceful drain, JSON logs, metrics port), and the backend runs its TypeScript sources with tsx
# anyway. The build stage prunes the dev dependencies instead.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# `next build` validates the storefront's environment (lib/env.ts). These values exist at build time only; the
# real ones come from compose.yaml at run time. No page reads the catalogue at build time (noBuildTimeParams).
RUN STORE_API_URL=http://backend:8000/ \
    SESSION_PASSWORD=build-time-only-this-is-not-a-secret-0000 \
    SITE_URL=http://localhost:8080 \
    NEXT_TELEMETRY_DISABLED=1 \
    npx next build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
# The backend's media cache and mail spool live in a volume at /var/lib/swa; the storefront writes its page cache
# under .next, so the app directory belongs to the unprivileged user too.
RUN mkdir -p /var/lib/swa && chown node:node /var/lib/swa
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["node", "scripts/launcher/storefront-server.mjs", "start", "-H", "0.0.0.0", "-p", "3000"]
