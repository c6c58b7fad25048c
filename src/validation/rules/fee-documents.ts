import type { FeeData } from '../../content/types.generated';
import type { ParsedDocument } from './types';
import type { RuleContext } from './types';

export const FEES_SCHEMA = 'fees.schema.json';

/** The fee documents that passed their schema, so the fee rules can trust their shape. */
export function validFeeDocuments(context: RuleContext): (ParsedDocument & { data: FeeData })[] {
  return context.documents.filter(
    (document): document is ParsedDocument & { data: FeeData } =>
      document.schemaFile === FEES_SCHEMA && document.valid,
  );
}

/** An amount as the fee tables print it, such as 1,400,000. */
export function shillings(amount: number): string {
  return amount.toLocaleString('en-US');
}

export function sum(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
