# The site in one image: the API server serving the built shell and remotes (the embedded default), on
# SQLite in the /app/data volume unless DATABASE_URL names PostgreSQL. Every setting comes from the
# environment (README "Configuration"). Build: podman build --format docker -t ghadi . (or docker build).
ARG NODE_IMAGE=node:24-bookworm-slim

# The package files first, so a change of code reuses the installed layers. No compiler is needed: on
# Node 22 and later the server's native addons (better-sqlite3 13, argon2) load prebuilt binaries shipped in
# their npm packages, so install scripts are skipped (and the Node 20 fallback, better-sqlite3 12, is left
# out of the image, which is Node 24).
FROM ${NODE_IMAGE} AS packages
ENV npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
WORKDIR /src
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY e2e/package.json e2e/
COPY hosts/shell/package.json hosts/shell/
COPY remotes/admin/package.json remotes/admin/
COPY remotes/agent/package.json remotes/agent/
COPY shared/api-client/package.json shared/api-client/
COPY shared/auth/package.json shared/auth/
COPY shared/contracts/package.json shared/contracts/
COPY shared/i18n/package.json shared/i18n/
COPY shared/testing/package.json shared/testing/
COPY shared/ui/package.json shared/ui/
COPY shared/webpack-config/package.json shared/webpack-config/

# Everything the build needs, then the bundles, the server-side renderer and the server. Where the registry
# is reached through a TLS-inspecting proxy, its CA bundle comes in as the build secret `npm-ca` (README).
FROM packages AS build
RUN --mount=type=secret,id=npm-ca \
    if [ -s /run/secrets/npm-ca ]; then export npm_config_cafile=/run/secrets/npm-ca; fi \
 && npm ci --ignore-scripts
COPY . .
RUN npx lerna run build --no-progress

# What the server needs at run time and nothing else: its own dependencies and @ghadi/contracts, without
# the SQLite sources, the Node 20 fallback and the prebuilt binaries of other systems.
FROM packages AS server-modules
RUN --mount=type=secret,id=npm-ca \
    if [ -s /run/secrets/npm-ca ]; then export npm_config_cafile=/run/secrets/npm-ca; fi \
 && npm ci --omit=dev --ignore-scripts --workspace @ghadi/server \
 && rm -rf node_modules/better-sqlite3 node_modules/better-sqlite3-13/deps node_modules/better-sqlite3-13/src \
 && find node_modules/better-sqlite3-13/prebuilds -mindepth 1 -maxdepth 1 ! -name linux-x64.node -exec rm -rf {} + \
 && find node_modules/argon2/prebuilds -mindepth 1 -maxdepth 1 ! -name linux-x64 -exec rm -rf {} +

FROM ${NODE_IMAGE}
WORKDIR /app
COPY --from=server-modules /src/node_modules node_modules
# What npm could not hoist beside the root's other versions (lru-cache 11, while the tools keep 5) is nested here.
COPY --from=server-modules /src/server/node_modules server/node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/server/package.json server/
COPY --from=build /src/server/dist server/dist
COPY --from=build /src/shared/contracts/package.json shared/contracts/
COPY --from=build /src/shared/contracts/dist shared/contracts/dist
COPY --from=build /src/hosts/shell/dist hosts/shell/dist
COPY --from=build /src/hosts/shell/dist-server/render-page.js hosts/shell/dist-server/
COPY --from=build /src/remotes/admin/dist remotes/admin/dist
COPY --from=build /src/remotes/agent/dist remotes/agent/dist
# The SQLite database and its backups (DATABASE_URL and BACKUP_DIR default to data/ under /app), owned by the
# image's unprivileged `node` user (uid 1000), which runs the server.
RUN mkdir -p data/backups && chown -R node:node data
VOLUME ["/app/data"]
USER node
EXPOSE 8080
# The server's own defaults apply (HOST 0.0.0.0, PORT 8080); set PORT and this follows it.
# Ready means the database answers and the migrations are done; the slim image has no curl, Node has fetch.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself as PID 1 (not npm, which would not pass SIGTERM on): it shuts down gracefully on SIGTERM.
CMD ["node", "server/dist/server.js"]
