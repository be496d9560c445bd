# The product's four images from one build, one target each (scripts/images.mjs builds them all):
#   docker build -f docker/app.Dockerfile --target bff|pcb-api|remote [--build-arg REMOTE=shop|admin] \
#     --secret id=ca,src=/etc/ssl/certs/ca-certificates.crt .
# The `ca` secret is the CA bundle npm needs where the registry is reached through an inspecting
# proxy; it is mounted for npm's steps only and never stored in a layer.
FROM node:24-bookworm-slim AS build
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=true
COPY --chmod=755 docker/npm-with-ca.sh /usr/local/bin/npm-with-ca
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY shop-remote/package.json shop-remote/
COPY admin-remote/package.json admin-remote/
COPY bff/package.json bff/
COPY pcb-api/package.json pcb-api/
COPY e2e/package.json e2e/
# npm ci: exactly the lock, or a failed build when the lock is out of step with package.json (.ci/run
# checks the same lock installs with `npm ci` on Linux).
RUN --mount=type=secret,id=ca --mount=type=cache,target=/root/.npm npm-with-ca ci --no-audit --no-fund
# What the builds read, and nothing else: a change elsewhere (tests, CI, the fleet's files) rebuilds nothing.
COPY nx.json tsconfig.base.json tsconfig.web.json tsconfig.node.json ./
COPY webpack webpack
COPY contract contract
COPY shared-ui shared-ui
COPY shell shell
COPY shop-remote shop-remote
COPY admin-remote admin-remote
COPY bff bff
COPY pcb-api pcb-api
COPY scripts/serve-remote.mjs scripts/serve-remote.mjs
RUN npx nx run-many -t build --projects=@pcb/contract,@pcb/bff,@pcb/pcb-api,@pcb/shell,@pcb/shop-remote,@pcb/admin-remote --parallel=2

# Each server's production dependencies alone, from the lock: its workspace and the contract's.
# `npm ci` checks the lock against every workspace's package.json, so all of them are here.
FROM node:24-bookworm-slim AS server-modules
WORKDIR /repo
COPY --chmod=755 docker/npm-with-ca.sh /usr/local/bin/npm-with-ca
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY shop-remote/package.json shop-remote/
COPY admin-remote/package.json admin-remote/
COPY bff/package.json bff/
COPY pcb-api/package.json pcb-api/
COPY e2e/package.json e2e/

FROM server-modules AS bff-modules
RUN --mount=type=secret,id=ca --mount=type=cache,target=/root/.npm \
    npm-with-ca ci --omit=dev --no-audit --no-fund -w @pcb/contract -w @pcb/bff

FROM server-modules AS api-modules
RUN --mount=type=secret,id=ca --mount=type=cache,target=/root/.npm \
    npm-with-ca ci --omit=dev --no-audit --no-fund -w @pcb/contract -w @pcb/pcb-api

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /repo
COPY --chmod=755 docker/http-health.sh /usr/local/bin/http-health

# node_modules at the root and in each workspace (a version that differs from the root's sits in its workspace's own).
FROM runtime AS bff
COPY --from=bff-modules /repo /repo
COPY --from=build /repo/contract/dist contract/dist
COPY --from=build /repo/bff/dist bff/dist
COPY --from=build /repo/shell/dist shell/dist
ENV PORT=3000 SHELL_DIR=/repo/shell/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=5s --start-period=30s --retries=3 CMD ["http-health", "/bff/health/live"]
CMD ["node", "bff/dist/server.js"]

FROM runtime AS pcb-api
COPY --from=api-modules /repo /repo
COPY --from=build /repo/contract/dist contract/dist
COPY --from=build /repo/pcb-api/dist pcb-api/dist
COPY --from=build /repo/pcb-api/migrations pcb-api/migrations
ENV PORT=4000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 CMD ["http-health", "/api/health/ready"]
CMD ["node", "pcb-api/dist/server.js"]

# A remote: its build, the static server, and the release tool that publishes the build into the
# release store (the stack's <remote>-publish job), checked against the shell's shared modules.
FROM runtime AS remote
ARG REMOTE=shop
COPY --from=bff-modules /repo /repo
COPY --from=build /repo/contract/dist contract/dist
COPY --from=build /repo/bff/dist bff/dist
COPY --from=build /repo/shell/dist/mf-manifest.json shell/dist/mf-manifest.json
COPY --from=build /repo/scripts/serve-remote.mjs scripts/serve-remote.mjs
COPY --from=build /repo/${REMOTE}-remote/dist ${REMOTE}-remote/dist
RUN ln -s ${REMOTE}-remote/dist dist
ENV PORT=3001 SHELL_DIR=/repo/shell/dist
USER node
EXPOSE 3001
# Any answer below 500: a store with no release yet answers 404 and is healthy.
HEALTHCHECK --interval=5s --timeout=5s --start-period=20s --retries=3 CMD ["http-health", "/live.json", "[1-4]??"]
# The build as it is; the stack serves the release store instead (`serve-remote.mjs shop|admin`).
CMD ["node", "scripts/serve-remote.mjs", "dist"]
