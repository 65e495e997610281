/** Inside the native app or its lite mode: the query says so (inApp is a preserved parameter, §9). */
export function isAppOrLite(search = window.location.search): boolean {
  const q = new URLSearchParams(search);
  const on = (v: string | null) => v === '1' || v === 'true';
  return on(q.get('inApp')) || on(q.get('lite'));
}
