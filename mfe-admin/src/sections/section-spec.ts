// How one entity section of the console is described: which corporate calls it makes, the columns
// of its list and the fields of its form. EntitySection renders any section from this description,
// so a new entity is one entry in sections.ts, typed by its @portal/contract row and add request.
import type { ComponentType, ReactNode } from 'react';
import type { CorporateCall } from '@portal/contract';

/** The kinds of input a field is edited with. */
/** `richtext`: a post or page body, written in the rich editor (HTML of the contract's allow-list). */
/** `words`: a list of short texts (a synonym's alternatives), written comma-separated in one text field. */
/** `media`: a picture's path, chosen from the media library (or uploaded to it) rather than typed. */
export type FieldKind = 'text' | 'textarea' | 'richtext' | 'email' | 'number' | 'date' | 'time' | 'checkbox' | 'select' | 'checkboxes' | 'words' | 'media';

/** Where a select or checkbox group gets its choices: fixed ones, or the rows of a list call. */
export type OptionSource =
  | { options: { value: string; label: string }[] }
  | { call: CorporateCall; label: (row: Record<string, unknown>) => string };

/** One form field. `name` is the request property (a dotted path for a nested one: `customer.name`). */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  /** The label's catalogue key (an English sentence, i18nKey'd). */
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** A hint under the field (a catalogue key). */
  hint?: string;
  /** Sent only when the row is created (the update call does not take it). */
  addOnly?: boolean;
  /** Numbers: blank means null (e.g. a free procedure's price) instead of leaving the field out. */
  blankIsNull?: boolean;
  source?: OptionSource;
  /** `media`: the field that receives the chosen picture's alternative text (a banner's image_alt). */
  altField?: string;
}

/** One column of the list. `zone` is the customer's time zone: every time is shown on its clock (console/console-time.ts). */
export interface ColumnSpec<Row> {
  label: string;
  value: (row: Row, t: (key: string, values?: Record<string, string>) => string, zone: string) => ReactNode;
}

/** A narrowing choice above the list (e.g. new / answered messages), sent as a property of the list call. */
export interface FilterSpec {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** What a custom editor receives in place of the generic form. */
export interface EditorProps {
  /** The row being edited, null for a new one. */
  id: number | null;
  /** Back to the list (after a save, the list is read again). */
  onDone: () => void;
}

export interface SectionSpec<Row extends { id: number } = { id: number }, Fields extends string = string> {
  /** The URL segment under /admin/ and the section's id. */
  id: string;
  /** Section title (catalogue key), e.g. 'Departments'. */
  title: string;
  /** Group in the navigation. */
  group: 'catalogue' | 'content' | 'inbox' | 'administration';
  /** Headings of the form (catalogue keys). */
  newTitle?: string;
  editTitle?: string;
  calls: {
    list?: CorporateCall;
    detail?: CorporateCall;
    add?: CorporateCall;
    update?: CorporateCall;
    delete?: CorporateCall;
  };
  columns: ColumnSpec<Row>[];
  fields?: FieldSpec<Fields>[];
  filters?: FilterSpec[];
  /** The label of a row in confirmations ('Delete «Catastro»?'). */
  rowLabel?: (row: Row) => string;
  /** A whole screen of its own for editing (posts, the inbox). */
  Editor?: ComponentType<EditorProps>;
  /** Shown under the generic form of an existing row (a procedure's requirements, a schedule's days). */
  Children?: ComponentType<{ id: number }>;
  /** Shown beside the generic form, fed with the values being written (a city page's public rendering). */
  Preview?: ComponentType<{ values: Record<string, unknown>; id: number | null }>;
  /** Fields of a new row a link may fill in from the query string (`/admin/synonyms/new?term=tacho`). */
  prefill?: string[];
  /** A single record with no list (the site texts): detail and update without an id. */
  singleton?: boolean;
  /**
   * Set for changes that may close an office when citizens have booked (holidays, schedules): the
   * console then shows the affected appointments before saving (use-booked-appointments.tsx), and
   * this is the reason citizens read if the clerk cancels them.
   */
  bookingsReason?: (values: Record<string, unknown>, t: (key: string, values?: Record<string, string>) => string) => string;
}

/** Types a section by its list row and the properties of its add request. */
export function defineSection<Row extends { id: number }, AddRequest extends object>(
  spec: SectionSpec<Row, Exclude<keyof AddRequest, 'customer_id'> & string>,
): SectionSpec {
  return spec as unknown as SectionSpec;
}
