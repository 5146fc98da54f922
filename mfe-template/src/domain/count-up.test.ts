import { CASE_STUDY_COUNTERS, COMPANY_COUNTERS } from '../data/counters';
import { COUNTER_DURATION_MS, countUpValue } from './count-up';

describe('countUpValue', () => {
  it('starts at 0 and reaches the exact value after one second', () => {
    expect(COUNTER_DURATION_MS).toBe(1000);
    expect(countUpValue(360, 0)).toBe(0);
    expect(countUpValue(360, 1000)).toBe(360);
    expect(countUpValue(360, 5000)).toBe(360);
  });

  it('rises without ever going back or passing the value', () => {
    let previous = 0;
    for (let t = 0; t <= 1000; t += 16) {
      const value = countUpValue(1500, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1500);
      previous = value;
    }
    expect(countUpValue(1500, 500)).toBeGreaterThan(0);
    expect(countUpValue(1500, 500)).toBeLessThan(1500);
  });
});

describe('counter data', () => {
  it('has the featured figures 15+, 360+, 600+, 64+ and the figures 10 and 1500 elsewhere', () => {
    expect(CASE_STUDY_COUNTERS.map((c) => `${c.value}${c.suffix}`)).toEqual(['15+', '360+', '600+', '64+']);
    expect(COMPANY_COUNTERS.map((c) => c.value)).toEqual([10, 1500]);
  });
});
