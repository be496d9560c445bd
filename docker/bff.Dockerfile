# The BFF with the shell's production build: what a buyer opens.
#   docker build -f docker/bff.Dockerfile -t pcb-bff .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY webpack webpack
COPY contract/package.json contract/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY bff/package.json bff/
# npm install, not npm ci: see .ci/run (the lock lists only the Linux native optional packages).
RUN npm install --no-audit --no-fund --include-workspace-root -w @pcb/contract -w @pcb/shared-ui -w @pcb/shell -w @pcb/bff
COPY contract contract
COPY shared-ui shared-ui
COPY shell shell
COPY bff bff
RUN npm run build -w @pcb/contract && npm run build -w @pcb/shell && npm run build -w @pcb/bff \
 && npm prune --omit=dev -w @pcb/contract -w @pcb/bff

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SHELL_DIR=/repo/shell/dist
WORKDIR /repo
COPY --from=build /repo/node_modules node_modules
COPY --from=build /repo/contract/package.json contract/
COPY --from=build /repo/contract/dist contract/dist
COPY --from=build /repo/shell/dist shell/dist
COPY --from=build /repo/bff/package.json bff/
COPY --from=build /repo/bff/dist bff/dist
USER node
EXPOSE 3000
CMD ["node", "bff/dist/server.js"]
