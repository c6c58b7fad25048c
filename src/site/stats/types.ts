/** The counts of the Visitors panel (spec §3, Visitor stats). */
export interface VisitorCounts {
  online: number;
  today: number;
  yesterday: number;
  yearly: number;
  total: number;
}

export const COUNT_NAMES = ['online', 'today', 'yesterday', 'yearly', 'total'] as const;
