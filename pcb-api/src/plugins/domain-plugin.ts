import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Services under names declared on `FastifyInstance`: a name not declared, or a service of another type, fails to compile. */
type Decorations<Name extends keyof FastifyInstance> = { [N in Name]: FastifyInstance[N] };

/**
 * One domain's plugin (`src/plugins/app/<domain>.ts`): once its `dependencies` are registered, `build` makes
 * the domain's services once from what they decorated, and each is decorated on the instance under its name.
 */
export function domainPlugin<Name extends keyof FastifyInstance>(name: string, dependencies: string[], build: (app: FastifyInstance) => Decorations<Name>) {
  return fp(
    async (app: FastifyInstance) => {
      for (const [decoration, service] of Object.entries(build(app))) app.decorate(decoration, service);
    },
    { name, dependencies, fastify: '5.x' },
  );
}
