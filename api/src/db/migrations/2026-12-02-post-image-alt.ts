// Frozen in time: this file must never change once released.
// A post's picture carries the alternative text its editor wrote for it (`posts.image_alt`): a
// screen-reader user hears what the picture shows instead of a file name. Existing posts have ''.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('image_alt', 'text', (col) => col.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('image_alt').execute();
}
