# The admin remote: static files with CORS for the shell and no-cache entry files, deployable on its own.
#   docker build -f docker/admin-remote.Dockerfile -t pcb-admin-remote .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY webpack webpack
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY admin-remote/package.json admin-remote/
# npm install, not npm ci: see .ci/run (the lock lists only the Linux native optional packages).
RUN npm install --no-audit --no-fund --include-workspace-root -w @pcb/shared-ui -w @pcb/admin-remote
COPY contract contract
COPY shared-ui shared-ui
COPY admin-remote admin-remote
RUN npm run build -w @pcb/admin-remote

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3002
WORKDIR /srv
# pg: with RELEASE_STORE_URL set and the command `node serve-remote.mjs admin`, it serves the PostgreSQL release store (docs/releases.md).
RUN npm init -y >/dev/null && npm install --no-audit --no-fund fastify@5.12.8 @fastify/static@10.1.3 pg@8.23.1
COPY scripts/serve-remote.mjs serve-remote.mjs
COPY --from=build /repo/admin-remote/dist dist
USER node
EXPOSE $PORT
CMD ["node", "serve-remote.mjs", "dist"]
