export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

/** SPEC §9: morning until 12:00, afternoon until 17:00, else evening (local time). */
export function greetingPeriod(date: Date): GreetingPeriod {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
