import { describe, expect, it } from 'vitest';
import { CHART_MAX, chartMax, SAMPLE_REPORT } from '../../src/admin/visitors/visitor-report';

describe('the monthly chart’s y-axis', () => {
  it('runs from 0 to the spec’s 3000, for the sample and for a report with no visits yet', () => {
    expect(CHART_MAX).toBe(3000);
    expect(chartMax(SAMPLE_REPORT.monthly)).toBe(3000);
    expect(chartMax([])).toBe(3000);
    expect(chartMax([{ visits: 0 }, { visits: 0 }])).toBe(3000);
  });

  it('rises to a month of more visits, so no bar is cut off', () => {
    expect(chartMax([{ visits: 120 }, { visits: 4321 }])).toBe(4321);
  });
});
