/** "2d 4h left", "3h 12m left", "5m left"; "Overdue" once the time has passed. */
export function formatTimeLeft(deadline: number, now: number): string {
  const ms = deadline - now;
  if (!(ms > 0)) return 'Overdue';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${mins}m left`;
  return `${Math.max(1, mins)}m left`;
}
