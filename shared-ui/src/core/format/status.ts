/** A status slug in plain words, each capitalised: `admin-review` → `Admin Review`. */
export function statusWords(status: string): string {
  return status
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
