export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds from `now` until `target`. Once the target has passed
 * every part is 0: a countdown never shows negative numbers.
 */
export function timeLeft(target: Date, now: Date): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** True once nothing is left to count. */
export function isOver(left: TimeLeft): boolean {
  return left.days + left.hours + left.minutes + left.seconds === 0;
}
