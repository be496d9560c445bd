const pad = (n: number) => String(n).padStart(2, '0');

/** `DD-MM-YYYY HH:mm:ss` in the browser's time zone; an unreadable date gives `-`. */
export function formatDateTime(value: string | number | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  const date = `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
