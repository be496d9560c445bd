// Reading Module Federation's shared modules through webpack's public module API.

/** The chunks a module's lazily loaded blocks bring: a provide's one block loads the provided module. */
const blockChunks = ({ chunkGraph }, module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);

/** A provided module's stable library identifier is `webpack/sharing/provide/<share scope>/<share key>`. */
const PROVIDE_IDENT = /^webpack\/sharing\/provide\/[^/]+\/(.+)$/;

/** The share key a `provide-module` registers, from its library identifier (webpack's `Module.libIdent`). */
function providedShareKey(compilation, module) {
  const ident = module.libIdent({ context: compilation.compiler.context });
  const key = PROVIDE_IDENT.exec(ident ?? '')?.[1];
  if (!key) throw new Error(`A provided shared module has the identifier "${ident}": update webpack/perf/shared-modules.js`);
  return key;
}

module.exports = { blockChunks, providedShareKey };
