// Fills an empty database with the demo content and draws the demo media files.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './database.ts';
import {
  customers, demoImages, demoOffices, demoPosts, departmentsSanRafael, departmentsSantaLucia, pagesSanRafael,
  decidingStates, pagesSantaLucia, postCounts, procedureStates, requirementPool, siteConfig,
  type DemoDepartment, type DemoPage,
} from './demo-content.ts';
import { demoProcedureText, demoRequirementNames } from './demo-procedures.ts';
import { demoHolidays } from './demo-holidays.ts';
import { demoSynonyms } from './demo-synonyms.ts';
import { writeMissingImages } from '../media/svg-images.ts';
import { seedDemoCertificates } from '../modules/certificates/demo-certificates.ts';
import { seedDemoRequests } from './demo-requests.ts';

export interface SeedOptions {
  /** number of procedures for customer 1; by default the hand-written list (44) */
  procedures?: number;
}

const contentTables = [
  'indicator_offices', 'indicator_monthly', 'indicator_figures', 'indicator_runs',
  'sandbox_checkouts', 'payment_events', 'request_payments', 'payment_settings', 'user_procedure_history', 'user_procedure_requirements', 'user_procedures', 'appointments', 'synonyms', 'certificates', 'holidays', 'snippets', 'banners', 'posts', 'procedure_states', 'schedule_days', 'schedules', 'procedure_offices',
  'offices', 'procedure_requirements', 'requirement_catalogue', 'procedures', 'departments',
  'menu_entries', 'page_files', 'pages', 'customer_site_config', 'site_config', 'customers',
] as const;

/** True when no customer exists yet, i.e. the database was never seeded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('customers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Writes the demo media files that are missing (images, page documents). */
export function ensureDemoMedia(mediaDir: string): void {
  writeMissingImages(mediaDir, demoImages());
  for (const page of [...pagesSanRafael, ...pagesSantaLucia]) {
    for (const file of page.files) {
      const target = path.join(mediaDir, file.path);
      if (file.content === '' || fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
    }
  }
}

function fileSize(mediaDir: string, relative: string): number {
  try {
    return fs.statSync(path.join(mediaDir, relative)).size;
  } catch {
    return 0;
  }
}

// A deterministic price in bolívares; every fifth procedure is free (no product).
function priceFor(index: number): number | null {
  if (index % 5 === 4) return null;
  return Math.round(((index * 37) % 90 + 10) * 12.75 * 100) / 100;
}

// A deterministic service standard in working days; every sixth procedure promises none.
function standardDaysFor(index: number): number | null {
  if (index % 6 === 5) return null;
  return [10, 5, 15, 20, 30][index % 5]!;
}

function largeDepartments(count: number): DemoDepartment[] {
  const base = departmentsSanRafael;
  const active = base.filter((dep) => dep.active && dep.procedures.length > 0);
  const names = active.flatMap((dep) => dep.procedures);
  const result = base.map((dep) => ({ ...dep, procedures: [] as string[] }));
  for (let i = 0; i < count; i += 1) {
    const depIndex = base.indexOf(active[i % active.length]!);
    result[depIndex]!.procedures.push(`${names[i % names.length]} (${Math.floor(i / names.length) + 1})`);
  }
  return result;
}

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** The customer's requirement catalogue (the demo pool); answers each name's id. */
async function seedRequirementCatalogue(db: Db, customerId: string): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .insertInto('requirement_catalogue')
    .values(demoRequirementNames(requirementPool).map((name) => ({ customer_id: customerId, name })))
    .returning('id')
    .execute();
  const names = demoRequirementNames(requirementPool);
  return rows.map((row, index) => ({ id: row.id, name: names[index]! }));
}

async function seedDepartments(db: Db, customerId: string, departments: DemoDepartment[]): Promise<void> {
  const catalogue = await seedRequirementCatalogue(db, customerId);
  const requirementIds = catalogue.map((row) => row.id);
  const requirementId = new Map(catalogue.map((row) => [row.name, row.id]));
  let procedureIndex = 0;
  for (const department of departments) {
    const { id: departmentId } = await db
      .insertInto('departments')
      .values({ customer_id: customerId, name: department.name, is_active: department.active ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = department.procedures.map((name) => {
      const index = procedureIndex++;
      return {
        customer_id: customerId,
        department_id: departmentId,
        name,
        description: demoProcedureText(name)?.description ?? `Trámite de ${department.name}: ${name.toLowerCase()}.`,
        calc_price: priceFor(index),
        standard_days: standardDaysFor(index),
        index,
      };
    });
    await insertInChunks(rows, 500, async (chunk) => {
      const ids = await db
        .insertInto('procedures')
        .values(chunk.map(({ index: _index, ...row }) => row))
        .returning('id')
        .execute();
      const requirements = ids.flatMap(({ id }, i) => {
        const index = chunk[i]!.index;
        // A known demo procedure asks for what it really needs (demo-procedures.ts).
        const known = demoProcedureText(chunk[i]!.name)?.requirements;
        if (known) return known.map((name, position) => ({ procedure_id: id, requirement_id: requirementId.get(name)!, position }));
        const count = 1 + (index % 4);
        // Positions 0, 3, 6, 9 apart in a pool of 14 never repeat a requirement within a procedure.
        return Array.from({ length: count }, (_, position) => ({
          procedure_id: id,
          requirement_id: requirementIds[(index + position * 3) % requirementIds.length]!,
          position,
        }));
      });
      await insertInChunks(requirements, 500, (part) => db.insertInto('procedure_requirements').values(part).execute());
    });
  }
}

async function seedPages(db: Db, mediaDir: string, customerId: string, pages: DemoPage[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const page of pages) {
    const { id } = await db
      .insertInto('pages')
      .values({ customer_id: customerId, slug: page.slug, title: page.title, body: page.body })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(page.slug, id);
    for (const file of page.files) {
      await db
        .insertInto('page_files')
        .values({ customer_id: customerId, page_id: id, name: file.name, path: file.path, size: fileSize(mediaDir, file.path), mime: file.mime, position: page.files.indexOf(file) + 1 })
        .execute();
    }
  }
  return ids;
}

interface MenuSeed {
  label: string;
  url: string;
  page?: string;
  children?: MenuSeed[];
}

async function seedMenu(db: Db, customerId: string, entries: MenuSeed[], pageIds: Map<string, number>, parentId: number | null = null): Promise<void> {
  for (const [position, entry] of entries.entries()) {
    const { id } = await db
      .insertInto('menu_entries')
      .values({
        customer_id: customerId,
        parent_id: parentId,
        position,
        label: entry.label,
        url: entry.url,
        page_id: entry.page ? (pageIds.get(entry.page) ?? null) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entry.children) await seedMenu(db, customerId, entry.children, pageIds, id);
  }
}

// The stored menu leaves out the last item: the shell appends 'Contacto' itself (spec section 2).
const menuSanRafael: MenuSeed[] = [
  { label: 'Inicio', url: '/' },
  { label: 'Trámites', url: '/procedures' },
  { label: 'Noticias', url: '/blog-grid/' },
  {
    label: 'Municipio',
    url: '#',
    children: [
      { label: 'Transparencia', url: '/transparencia', page: 'transparencia' },
      { label: 'Ordenanzas', url: '/ordenanzas', page: 'ordenanzas' },
      { label: 'Gaceta Municipal', url: 'https://gaceta.sanrafael.example/' },
    ],
  },
  {
    label: 'Atención',
    url: '#',
    children: [
      { label: 'Atención ciudadana', url: '/atencion-ciudadana', page: 'atencion-ciudadana' },
      { label: 'Sistema Nacional de Trámites', url: 'https://tramites.gob.example/' },
    ],
  },
];

const menuSantaLucia: MenuSeed[] = [
  { label: 'Inicio', url: '/' },
  { label: 'Trámites', url: '/procedures' },
  { label: 'Municipio', url: '#', children: [{ label: 'Gobierno abierto', url: '/gobierno-abierto', page: 'gobierno-abierto' }] },
];

/**
 * The customer's demo offices: each does the procedures of some departments (every procedure of the
 * demo is done somewhere) and has its schedule (its hours; appointments at the first).
 */
async function seedOffices(db: Db, customerId: string): Promise<void> {
  const offices = demoOffices.filter((office) => office.customerId === customerId);
  const departments = await db.selectFrom('departments').select(['id', 'name']).where('customer_id', '=', customerId).orderBy('id').execute();
  for (const [index, office] of offices.entries()) {
    const { id } = await db
      .insertInto('offices')
      .values({
        customer_id: customerId, name: office.name, address: office.address,
        phone: office.phone, email: office.email, latitude: office.latitude, longitude: office.longitude,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Offices take turns over the departments; the first office also does everything.
    const departmentIds = departments.filter((_, i) => index === 0 || i % offices.length === index).map((department) => department.id);
    if (departmentIds.length > 0) {
      const procedures = await db.selectFrom('procedures').select('id').where('department_id', 'in', departmentIds).execute();
      await insertInChunks(procedures, 500, (part) =>
        db.insertInto('procedure_offices').values(part.map((procedure) => ({ procedure_id: procedure.id, office_id: id }))).execute());
    }
    const { schedule } = office;
    const { id: scheduleId } = await db
      .insertInto('schedules')
      .values({
        customer_id: customerId, office_id: id, name: schedule.name, slot_minutes: 30, capacity: schedule.takesAppointments ? 2 : 1,
        valid_from: null, valid_to: null, takes_appointments: schedule.takesAppointments ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('schedule_days').values(schedule.days.map((day) => ({ schedule_id: scheduleId, weekday: day.weekday, start_time: day.start, end_time: day.end }))).execute();
  }
}

/** Writes all demo content in one transaction: either everything is there or nothing. */
export async function seedDemo(db: Db, mediaDir: string, options: SeedOptions = {}): Promise<void> {
  ensureDemoMedia(mediaDir);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_config')
      .values({
        id: 1,
        version: siteConfig.version,
        site_name: siteConfig.siteName,
        site_description: siteConfig.siteDescription,
        site_demo: siteConfig.siteDemo ? 1 : 0,
        egov_host: null,
        egov_home_path: siteConfig.egovHomePath,
        emailjs: null,
        blog_page_size: siteConfig.blogPageSize,
      })
      .execute();
    for (const [position, customer] of customers.entries()) {
      await trx
        .insertInto('customers')
        .values({
          id: customer.id,
          name: customer.name,
          shortname: customer.shortname,
          logo: customer.logo,
          address: customer.address,
          phone: customer.phone,
          email: customer.email,
          time_zone: customer.timeZone,
          apps_config: JSON.stringify({ socialNetworks: customer.socialNetworks }),
          position,
        })
        .execute();
      await trx
        .insertInto('customer_site_config')
        .values({
          customer_id: customer.id, version: siteConfig.version, site_name: siteConfig.siteName, site_description: siteConfig.siteDescription,
          egov_host: null, egov_home_path: siteConfig.egovHomePath,
        })
        .execute();
      await trx
        .insertInto('procedure_states')
        .values(procedureStates.map((name, i) => ({ customer_id: customer.id, name, position: i, decides: decidingStates.includes(name) ? 1 : 0 })))
        .execute();
      await trx
        .insertInto('holidays')
        .values(demoHolidays().map((holiday) => ({ customer_id: customer.id, ...holiday })))
        .execute();
      // Demo account details (not a real bank account): every method on, so the demo shows how to pay.
      await trx
        .insertInto('payment_settings')
        .values({
          customer_id: customer.id, bank_name: 'Banco de Venezuela', account_number: '0102-0000-00-0000000000', account_holder: customer.name,
          rif: 'G-20000000-0', mobile_bank: '0102 Banco de Venezuela', mobile_phone: '0414-0000000',
          transfer_enabled: 1, mobile_enabled: 1, card_enabled: 1, updated: null,
        })
        .execute();
      await trx
        .insertInto('synonyms')
        .values(demoSynonyms.map((entry) => ({ customer_id: customer.id, term: entry.term, alternatives: JSON.stringify(entry.alternatives) })))
        .execute();
    }
    const departments = options.procedures === undefined ? departmentsSanRafael : largeDepartments(options.procedures);
    await seedDepartments(trx, '1', departments);
    await seedDepartments(trx, '2', departmentsSantaLucia);

    for (const customer of customers) {
      const posts = demoPosts(customer.shortname, postCounts[customer.id] ?? 0);
      await trx
        .insertInto('posts')
        .values(posts.map((post) => ({
          customer_id: customer.id,
          title: post.title,
          excerpt: post.excerpt,
          image: post.image,
          images: JSON.stringify(post.images),
          body: post.body,
          format: post.format,
          features_img: JSON.stringify(post.featuresImg),
          created: post.created,
          updated: post.created,
          status: 'published',
          published_at: post.created,
        })))
        .execute();
    }

    for (const customer of customers) await seedOffices(trx, customer.id);

    await seedMenu(trx, '1', menuSanRafael, await seedPages(trx, mediaDir, '1', pagesSanRafael));
    await seedMenu(trx, '2', menuSantaLucia, await seedPages(trx, mediaDir, '2', pagesSantaLucia));

    await trx
      .insertInto('banners')
      .values([
        { customer_id: '1', image: 'banners/sanrafael-1.svg', title: 'Trámites en línea, sin colas', link: '/procedures', position: 0 },
        { customer_id: '1', image: 'banners/sanrafael-2.svg', title: 'Tu municipio más cerca', link: '/blog-grid/', position: 1 },
        { customer_id: '1', image: 'banners/sanrafael-3.svg', title: 'Paga tus impuestos desde casa', link: '/contact', position: 2 },
        { customer_id: '2', image: 'banners/santalucia-1.svg', title: 'Bienvenidos a Santa Lucía', link: '/procedures', position: 0 },
      ])
      .execute();
    await trx
      .insertInto('snippets')
      .values({
        customer_id: '1',
        enabled: 1,
        position: 'post_side',
        html: '<div class="widget-aviso"><h2>Aviso municipal</h2><p>Jornada de vacunación gratuita este sábado en la plaza Bolívar, de 8:00 a 14:00.</p></div>',
        script: "console.info('Aviso municipal mostrado');",
      })
      .execute();
    for (const customer of customers) await seedDemoCertificates(trx, mediaDir, customer.id, customer.name);
    for (const customer of customers) await seedDemoRequests(trx, customer.id, new Date());
  });
}

/** Removes every row of demo content (contact messages are kept). */
export async function clearContent(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of contentTables) await trx.deleteFrom(table).execute();
  });
}
