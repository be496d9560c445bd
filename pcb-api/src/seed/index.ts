import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/database';
import { newId } from '../lib/ids';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue';
import { seedDemoHistory } from './demo-history';
import { categoryPicture, productPicture } from './pictures';
import { seedOptionCatalogues } from './options';

/**
 * First-start data, in steps. Each step runs once per database (recorded in `app_meta`), so a
 * step added later still reaches a database seeded earlier, and data the admin changed is never
 * overwritten. Runs under an advisory lock: two instances starting together seed once.
 */
interface SeedStep {
  key: string;
  /** Whether the step runs at all; `fresh` is true when no step ran on this database before. */
  when?(app: FastifyInstance, fresh: boolean): boolean;
  run(app: FastifyInstance, tx: Executor): Promise<void>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Fixed-looking timestamps a day apart, so "newest first" has a stable order. */
const seededAt = (index: number, total: number) => new Date(Date.now() - (total - index) * 3600_000);

const STEPS: SeedStep[] = [
  {
    key: 'seed:catalogue',
    async run(app, tx) {
      const categoryIds = new Map<string, string>();
      const categories = [];
      for (const category of SEED_CATEGORIES) {
        const id = newId();
        const picture = await app.files.within(tx).put('category-picture', `seed-${slug(category.name)}.svg`, categoryPicture(category));
        categories.push({ id, category_name: category.name, picture_url: picture });
        categoryIds.set(category.key, id);
      }
      const products = [];
      for (const [index, product] of SEED_PRODUCTS.entries()) {
        const category = SEED_CATEGORIES.find((c) => c.key === product.category);
        const categoryId = categoryIds.get(product.category);
        if (!category || !categoryId) throw new Error(`Seed product ${product.name} names an unknown category`);
        const picture = await app.files.within(tx).put('product-picture', `seed-${slug(product.name)}.svg`, productPicture(product.name, category));
        const at = seededAt(index, SEED_PRODUCTS.length).toISOString();
        const { name, harga, stock, weight, description } = product;
        products.push({ id: newId(Date.parse(at)), id_category: categoryId, product_name: name, description, harga, stock, weight, picture_url: picture, at });
      }
      // One statement per table: a row per round trip is slow on PGlite, and tests re-seed often.
      await tx.query(
        `INSERT INTO categories (id, category_name, picture_url)
         SELECT id, category_name, picture_url FROM jsonb_to_recordset($1::jsonb) AS x(id text, category_name text, picture_url text)`,
        [JSON.stringify(categories)],
      );
      await tx.query(
        `INSERT INTO products (id, id_category, product_name, description, harga, stock, weight, picture_url, create_at, update_at)
         SELECT id, id_category, product_name, description, harga, stock, weight, picture_url, at, at
           FROM jsonb_to_recordset($1::jsonb)
             AS x(id text, id_category text, product_name text, description text, harga int, stock int, weight int, picture_url text, at timestamptz)`,
        [JSON.stringify(products)],
      );
    },
  },
  {
    key: 'seed:accounts',
    async run(app, tx) {
      const { seed, bcryptRounds } = app.config;
      await tx.query(
        `INSERT INTO users (id, username, email, password_hash, role, is_verified, name)
         VALUES ($1, 'admin', $2, $3, 'admin', true, 'Administrator PCB')
         ON CONFLICT DO NOTHING`,
        [newId(), seed.adminEmail, await bcrypt.hash(seed.adminPassword, bcryptRounds)],
      );
      if (!app.config.seedDemoBuyer) return;
      const address = {
        detail_address: 'Jl. Ahmad Yani No. 1, Kompleks Politeknik Negeri Batam',
        province: '21',
        province_name: 'KEPULAUAN RIAU',
        city: '21.71',
        city_name: 'KOTA BATAM',
        district: '21.71.10',
        district_name: 'Batam Kota',
        sub_district: '21.71.10.1001',
        sub_district_name: 'Baloi Permai',
      };
      await tx.query(
        `INSERT INTO users (id, username, email, password_hash, role, is_verified, name, phone, gender, birthday, address)
         VALUES ($1, $2, $3, $4, 'buyer', true, 'Budi Santoso', '081234567890', 'Laki-laki', '2000-05-17T00:00:00Z', $5)
         ON CONFLICT DO NOTHING`,
        [newId(), seed.buyerUsername, seed.buyerEmail, await bcrypt.hash(seed.buyerPassword, bcryptRounds), JSON.stringify(address)],
      );
    },
  },
  { key: 'seed:options', run: (_app, tx) => seedOptionCatalogues(tx) },
  // Demo history only ever goes into a brand-new database: never mixed into a shop already in use.
  { key: 'seed:demo-history', when: (app, fresh) => fresh && app.config.seedDemoHistory, run: seedDemoHistory },
];

export async function seedDatabase(app: FastifyInstance): Promise<string[]> {
  // A lock polled without a connection, not a transaction's lock wait: an instance starting while another
  // seeds a demo history waits for it however long it takes, beyond the lock and query time-outs.
  return app.db.withLock('seed', (session) =>
    session.transaction(async (tx) => {
      const done = new Set((await tx.query<{ key: string }>(`SELECT key FROM app_meta WHERE key LIKE 'seed:%'`)).map((r) => r.key));
      const fresh = done.size === 0;
      const applied: string[] = [];
      for (const step of STEPS) {
        if (done.has(step.key) || !(step.when?.(app, fresh) ?? true)) continue;
        await step.run(app, tx);
        await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2)`, [step.key, new Date().toISOString()]);
        applied.push(step.key);
      }
      return applied;
    }),
  );
}
