# syntax=docker/dockerfile:1
# The portal server (api/) with the shell's build (browser and server rendering), for compose.yaml
# or any orchestrator. Runs as the unprivileged `node` user on a read-only root filesystem: the
# only writable places are /data (SQLite file and media; a volume) and /tmp (a tmpfs).
#   docker build -t portal .
#   docker run --read-only --tmpfs /tmp -v portal-data:/data -p 8000:8000 portal

FROM node:24.9.0-bookworm-slim AS build
WORKDIR /src
ENV CI=true
# The manifests first, so that a change of source reuses the installed packages.
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY shared/package.json shared/
COPY tooling/package.json tooling/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-procedures/package.json mfe-procedures/
COPY mfe-blog/package.json mfe-blog/
COPY mfe-contact/package.json mfe-contact/
COPY mfe-template/package.json mfe-template/
COPY mfe-admin/package.json mfe-admin/
# e2e is a workspace too; its manifest is enough for npm to accept the lockfile.
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# The shell for the browser (dist/) and for the server renderer (dist/server/), as build-all.mjs does.
WORKDIR /src/shell
RUN node ../node_modules/webpack-cli/bin/cli.js --mode production \
 && node ../node_modules/webpack-cli/bin/cli.js --mode production --env server
WORKDIR /src
# Only what the server needs at run time.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:24.9.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATABASE_URL=sqlite:/data/portal.db \
    MEDIA_DIR=/data/media \
    SHELL_DIST=/app/shell/dist \
    REMOTES_FILE=/config/remotes.json
WORKDIR /app
COPY --from=build --chown=root:root /src/package.json ./
COPY --from=build --chown=root:root /src/node_modules ./node_modules
COPY --from=build --chown=root:root /src/contract ./contract
COPY --from=build --chown=root:root /src/shared ./shared
COPY --from=build --chown=root:root /src/api/package.json ./api/package.json
COPY --from=build --chown=root:root /src/api/src ./api/src
COPY --from=build --chown=root:root /src/shell/package.json ./shell/package.json
COPY --from=build --chown=root:root /src/shell/dist ./shell/dist
# pg_dump and pg_restore for the scheduled backups when DATABASE_URL is PostgreSQL (Debian's 15:
# it dumps servers up to 15; a newer server needs the matching client, docs/operations.md).
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
# The data folder belongs to the server's user; a new named volume mounted there inherits that.
# Backups go to /data/backups (beside the SQLite file): keep that volume off the same disk, or copy it away.
RUN mkdir -p /data/media /data/backups /config && chown -R node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8000
# Ready means: the database answers, migrations ran, the shell build is there (api/src/health).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# telemetry.ts traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
CMD ["node", "--disable-warning=ExperimentalWarning", "--import", "./api/src/telemetry.ts", "api/src/server.ts"]
