/** Today's date in Indonesia's western time zone (the LSBU's), as YYYY-MM-DD. */
export function todayInJakarta(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now)
}
