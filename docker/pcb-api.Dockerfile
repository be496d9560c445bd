# The reference upstream. Build from the repository root:
#   docker build -f docker/pcb-api.Dockerfile -t pcb-api .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY contract/package.json contract/
COPY pcb-api/package.json pcb-api/
# npm install, not npm ci: see .ci/run (the lock lists only the Linux native optional packages).
RUN npm install --no-audit --no-fund --include-workspace-root -w @pcb/contract -w @pcb/pcb-api
COPY contract contract
COPY pcb-api pcb-api
RUN npm run build -w @pcb/contract && npm run build -w @pcb/pcb-api \
 && npm prune --omit=dev -w @pcb/contract -w @pcb/pcb-api

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
WORKDIR /repo
COPY --from=build /repo/node_modules node_modules
COPY --from=build /repo/contract/package.json contract/
COPY --from=build /repo/contract/dist contract/dist
# The package as built (its own node_modules included); .dockerignore keeps local data and tests out.
COPY --from=build /repo/pcb-api pcb-api
# The embedded database when DATABASE_URL is unset (stored files live in the database), owned by
# the user the server runs as: a new named volume copies this folder's owner.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 4000
CMD ["node", "pcb-api/dist/server.js"]
