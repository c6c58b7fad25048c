/**
 * Some properties of one object in a document, as a form edits them (a page's own fields beside its
 * components, one group of the site settings): the draft holds those properties alone, and the
 * validation core checks the document with the draft in place. Pure: the checks are handed in.
 */
import { produce } from 'immer';
import type { ContentChecks } from '../model/content-checks';
import { valueAtPointer } from '../../validation/json-pointer';
import { problemsWithin, type FieldProblem } from './form-store';

export interface PartFormPlace {
  documentId: string;
  /** The object's JSON pointer in its document ('' for the document itself), as the core reports problems. */
  pointer: string;
  properties: readonly string[];
}

export type Fields = Record<string, unknown>;

/** A form's place and its inputs' labels (dictionary keys), in the order shown. */
export interface LabelledPart<Label extends string = string> {
  place: PartFormPlace;
  labels: Readonly<Record<string, Label>>;
}

/** The part of a document whose properties are the labels' keys, in their order. */
export const labelledPart = <Label extends string>(
  documentId: string,
  pointer: string,
  labels: Record<string, Label>,
): LabelledPart<Label> => ({ place: { documentId, pointer, properties: Object.keys(labels) }, labels });

/** The object (or list) at a JSON pointer of a document. */
export function objectAt(document: unknown, pointer: string): Fields {
  const at = valueAtPointer(document, pointer);
  if (typeof at !== 'object' || at === null) throw new Error(`The document has no object at "${pointer}".`);
  return at as Fields;
}

/** The draft: the edited properties the object has. */
export function partOf(document: unknown, place: PartFormPlace): Fields {
  const object = objectAt(document, place.pointer);
  return Object.fromEntries(
    place.properties.filter((name) => object[name] !== undefined).map((name) => [name, object[name]]),
  );
}

/** In place (an immer draft, or a copy); a property the draft leaves out (an optional text emptied) goes. */
export function writePart(document: unknown, place: PartFormPlace, draft: Fields): void {
  const object = objectAt(document, place.pointer);
  for (const name of place.properties) {
    if (draft[name] === undefined) delete object[name];
    else object[name] = draft[name];
  }
}

export const withPart = (document: unknown, place: PartFormPlace, draft: Fields): unknown =>
  produce(document, (copy) => writePart(copy, place, draft));

/** The validation core's problems with the draft in its document, by their pointers into the draft. */
export function partProblems(
  checks: Pick<ContentChecks, 'problemsBroughtBy'>,
  place: PartFormPlace,
  document: unknown,
  draft: Fields,
): FieldProblem[] {
  const problems = checks.problemsBroughtBy({ [place.documentId]: withPart(document, place, draft) });
  return place.properties.flatMap((name) => problemsWithin(problems, `${place.pointer}/${name}`, `/${name}`));
}
