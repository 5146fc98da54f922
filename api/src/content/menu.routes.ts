// /api/v2/corporate/menu/* (editors): the main menu, three levels at most. Deleting an entry takes
// its submenu with it (the citizen-facing meaning is clear: the whole branch leaves the menu).
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { MenuItem } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { MenuEntryTable } from '../db/schema.ts';
import { fieldError, found, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { pageWindow, pagedAnswer, searchWords } from '../corporate/list-query.ts';

/** Levels of the menu the shell shows (site/site.service.ts, toMenuTree). */
const MAX_DEPTH = 3;

/** Every entry of the customer in menu order (each followed by its submenu), with its depth. */
async function menuInOrder(db: Db, customerId: string): Promise<MenuItem[]> {
  const rows = await db.selectFrom('menu_entries').selectAll().where('customer_id', '=', customerId).orderBy('position').orderBy('id').execute();
  const byParent = new Map<number | null, Selectable<MenuEntryTable>[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const ordered: MenuItem[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      ordered.push({ id: row.id, parent_id: row.parent_id, position: row.position, depth, label: row.label, url: row.url, page_id: row.page_id });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

async function entryOf(db: Db, customerId: string, id: number): Promise<MenuItem> {
  return found((await menuInOrder(db, customerId)).find((item) => item.id === id), 'La entrada de menú indicada no existe.');
}

/** Depth of the deepest entry under `id` (0: no submenu). */
function subtreeHeight(menu: readonly MenuItem[], id: number): number {
  const children = menu.filter((item) => item.parent_id === id);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map((child) => subtreeHeight(menu, child.id)));
}

/** 400 unless the parent exists, is not the entry or under it, and the branch stays within three levels. */
function checkParent(menu: readonly MenuItem[], parentId: number | null, movingId: number | null): void {
  if (parentId === null) return;
  const parent = menu.find((item) => item.id === parentId);
  if (!parent) throw fieldError('parent_id', 'La entrada de menú superior no existe.');
  for (let ancestor: MenuItem | undefined = parent; ancestor; ancestor = menu.find((item) => item.id === ancestor!.parent_id)) {
    if (ancestor.id === movingId) throw fieldError('parent_id', 'Una entrada no puede quedar dentro de sí misma.');
  }
  const height = movingId === null ? 0 : subtreeHeight(menu, movingId);
  if (parent.depth + 1 + height >= MAX_DEPTH) throw fieldError('parent_id', 'El menú admite como máximo tres niveles.');
}

async function checkPage(db: Db, customerId: string, pageId: number | null): Promise<void> {
  if (pageId === null) return;
  if (!(await db.selectFrom('pages').select('id').where('customer_id', '=', customerId).where('id', '=', pageId).executeTakeFirst())) {
    throw fieldError('page_id', 'La página indicada no existe.');
  }
}

/** Registers the menu calls. */
export function menuRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.menuList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      const words = searchWords(body.q);
      const all = (await menuInOrder(db, body.customer_id))
        .filter((item) => words.every((word) => item.label.toLowerCase().includes(word) || item.url.toLowerCase().includes(word)));
      return pagedAnswer(all.slice(window.offset, window.offset + window.pageSize), all.length, window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.menuAdd, write: { entity: 'menu' },
    handler: async ({ body, db }) => {
      const menu = await menuInOrder(db, body.customer_id);
      const parentId = body.parent_id ?? null;
      checkParent(menu, parentId, null);
      await checkPage(db, body.customer_id, body.page_id ?? null);
      const siblings = menu.filter((item) => item.parent_id === parentId);
      const position = body.position ?? (siblings.length === 0 ? 0 : Math.max(...siblings.map((item) => item.position)) + 1);
      const { id } = await db
        .insertInto('menu_entries')
        .values({ customer_id: body.customer_id, parent_id: parentId, position, label: body.label.trim(), url: body.url, page_id: body.page_id ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id }, 'Entrada de menú creada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.menuUpdate, write: { entity: 'menu' },
    handler: async ({ body, db }) => {
      const menu = await menuInOrder(db, body.customer_id);
      const current = found(menu.find((item) => item.id === body.id), 'La entrada de menú indicada no existe.');
      const parentId = given(body.parent_id, current.parent_id);
      if (parentId !== current.parent_id) checkParent(menu, parentId, current.id);
      const pageId = given(body.page_id, current.page_id);
      await checkPage(db, body.customer_id, pageId);
      await db.updateTable('menu_entries')
        .set({ parent_id: parentId, page_id: pageId, label: given(body.label, current.label).trim(), url: given(body.url, current.url), position: given(body.position, current.position) })
        .where('id', '=', body.id).execute();
      return ok(await entryOf(db, body.customer_id, body.id), 'Entrada de menú actualizada.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.menuDelete, write: { entity: 'menu' },
    handler: async ({ body, db }) => {
      await entryOf(db, body.customer_id, body.id);
      // The foreign key cascades to the submenu.
      await db.deleteFrom('menu_entries').where('id', '=', body.id).execute();
      return ok({ id: body.id }, 'Entrada de menú eliminada (con su submenú).');
    },
  });
}
