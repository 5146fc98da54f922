import { COMING_SOON_TARGET } from '../data/listing';
import { isOver, timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = new Date(2030, 0, 10, 17, 0, 0);
    const now = new Date(target.getTime() - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000);
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('shows zeros, never negative numbers, once the target has passed', () => {
    const left = timeLeft(COMING_SOON_TARGET, new Date(2025, 7, 22));
    expect(left).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(isOver(left)).toBe(true);
  });

  it('counts down to 10 January 2023 at 17:00', () => {
    expect(timeLeft(COMING_SOON_TARGET, new Date(2023, 0, 9, 17, 0, 0))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });
});
