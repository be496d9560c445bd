# The shop remote: static files with CORS for the shell and no-cache entry files, deployable on its own.
#   docker build -f docker/shop-remote.Dockerfile -t pcb-shop-remote .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY webpack webpack
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY shop-remote/package.json shop-remote/
# npm install, not npm ci: see .ci/run (the lock lists only the Linux native optional packages).
RUN npm install --no-audit --no-fund --include-workspace-root -w @pcb/shared-ui -w @pcb/shop-remote
COPY contract contract
COPY shared-ui shared-ui
COPY shop-remote shop-remote
RUN npm run build -w @pcb/shop-remote

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3001
WORKDIR /srv
# pg: with RELEASE_STORE_URL set and the command `node serve-remote.mjs shop`, it serves the PostgreSQL release store (docs/releases.md).
RUN npm init -y >/dev/null && npm install --no-audit --no-fund fastify@5.12.8 @fastify/static@10.1.3 pg@8.23.1
COPY scripts/serve-remote.mjs serve-remote.mjs
COPY --from=build /repo/shop-remote/dist dist
USER node
EXPOSE $PORT
CMD ["node", "serve-remote.mjs", "dist"]
