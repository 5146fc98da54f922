// Runs the migrations in src/db/migrations. They are imported statically so the list is explicit
// and a stray file in the folder never runs by accident.
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres, type Db } from './database.ts';
import * as initial from './migrations/2025-09-01-initial.ts';
import * as contactRequestHash from './migrations/2026-11-23-contact-request-hash.ts';
import * as holidays from './migrations/2026-11-24-holidays.ts';
import * as staffAccounts from './migrations/2026-11-25-staff-accounts.ts';
import * as staffCatalogue from './migrations/2026-11-25-staff-catalogue.ts';
import * as staffContact from './migrations/2026-11-25-staff-contact.ts';
import * as staffContent from './migrations/2026-11-25-staff-content.ts';
import * as appointments from './migrations/2026-11-26-appointments.ts';
import * as userProcedures from './migrations/2026-11-27-user-procedures.ts';
import * as search from './migrations/2026-11-26-search.ts';
import * as certificates from './migrations/2026-11-26-certificates.ts';
import * as searchScope from './migrations/2026-11-28-search-scope.ts';
import * as staffSignInSecurity from './migrations/2026-11-29-staff-sign-in-security.ts';
import * as searchTypos from './migrations/2026-11-29-search-typos.ts';
import * as officeHours from './migrations/2026-11-29-office-hours.ts';
import * as outbox from './migrations/2026-11-30-outbox.ts';
import * as newsletter from './migrations/2026-11-30-newsletter.ts';
import * as customerIndexing from './migrations/2026-11-30-customer-indexing.ts';
import * as pageFeedback from './migrations/2026-11-30-page-feedback.ts';
import * as customerSiteConfig from './migrations/2026-11-30-customer-site-config.ts';
import * as oneAppointmentPerPerson from './migrations/2026-11-30-one-appointment-per-person.ts';
import * as jobRuns from './migrations/2026-12-01-job-runs.ts';
import * as staffDigest from './migrations/2026-12-01-staff-digest.ts';
import * as newsletterIssues from './migrations/2026-12-01-newsletter-issues.ts';
import * as appointmentMoves from './migrations/2026-12-01-appointment-moves.ts';
import * as citizenFolder from './migrations/2026-12-01-citizen-folder.ts';
import * as serviceStandards from './migrations/2026-12-01-service-standards.ts';
import * as indicatorSummaries from './migrations/2026-12-01-indicator-summaries.ts';
import * as postImageAlt from './migrations/2026-12-02-post-image-alt.ts';
import * as postWorkflow from './migrations/2026-12-02-post-workflow.ts';
import * as payments from './migrations/2026-12-02-payments.ts';
import * as rateLimitRefusals from './migrations/2026-12-03-rate-limit-refusals.ts';
import * as searchMisses from './migrations/2026-12-03-search-misses.ts';
import * as pageFileOwner from './migrations/2026-12-04-page-file-owner.ts';
import * as mediaLibrary from './migrations/2026-12-04-media-library.ts';

const migrations: Record<string, Migration> = {
  '2025-09-01-initial': initial,
  '2026-11-23-contact-request-hash': contactRequestHash,
  '2026-11-24-holidays': holidays,
  '2026-11-25-staff-accounts': staffAccounts,
  '2026-11-25-staff-catalogue': staffCatalogue,
  '2026-11-25-staff-contact': staffContact,
  '2026-11-25-staff-content': staffContent,
  '2026-11-26-appointments': appointments,
  '2026-11-27-user-procedures': userProcedures,
  '2026-11-26-search': search,
  '2026-11-26-certificates': certificates,
  '2026-11-28-search-scope': searchScope,
  '2026-11-29-staff-sign-in-security': staffSignInSecurity,
  '2026-11-29-search-typos': searchTypos,
  '2026-11-29-office-hours': officeHours,
  '2026-11-30-outbox': outbox,
  '2026-11-30-newsletter': newsletter,
  '2026-11-30-customer-indexing': customerIndexing,
  '2026-11-30-page-feedback': pageFeedback,
  '2026-11-30-customer-site-config': customerSiteConfig,
  '2026-11-30-one-appointment-per-person': oneAppointmentPerPerson,
  '2026-12-01-job-runs': jobRuns,
  '2026-12-01-staff-digest': staffDigest,
  '2026-12-01-newsletter-issues': newsletterIssues,
  '2026-12-01-appointment-moves': appointmentMoves,
  '2026-12-01-citizen-folder': citizenFolder,
  '2026-12-01-service-standards': serviceStandards,
  '2026-12-01-indicator-summaries': indicatorSummaries,
  '2026-12-02-post-image-alt': postImageAlt,
  '2026-12-02-post-workflow': postWorkflow,
  '2026-12-02-payments': payments,
  '2026-12-03-rate-limit-refusals': rateLimitRefusals,
  '2026-12-03-search-misses': searchMisses,
  '2026-12-04-page-file-owner': pageFileOwner,
  '2026-12-04-media-library': mediaLibrary,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration's name, oldest first. */
export const migrationNames: readonly string[] = Object.keys(migrations).sort();

// Kysely looks for its migration tables in every schema unless told which one; in a database
// shared by several schemas (tests, several sites) it would find another schema's and skip making
// its own. On PostgreSQL the tables live in the connection's current schema.
async function migrator(db: Db): Promise<Migrator> {
  if (!isPostgres(db)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
}

/**
 * Brings the schema up to date and answers the names of the migrations it ran; throws when one
 * fails or the database cannot be reached.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    outcome = await (await migrator(db)).migrateToLatest();
  } catch (error) {
    throw new Error(`could not run the migrations: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) throw new Error(`migration ${failed.migrationName} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  // No migration ran at all: the database could not be reached or read.
  if (error) throw new Error(`could not run the migrations: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  return (results ?? []).map((result) => result.migrationName);
}

/** Runs the migrations up to `name` and no further (a test of what a later one does to existing rows). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await (await migrator(db)).migrateTo(name);
  if (error) throw new Error(`could not migrate to ${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/** Names of the migrations not yet run on this database. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await (await migrator(db)).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
