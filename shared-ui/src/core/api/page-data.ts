/** A JSON block the BFF wrote into the page (contract's PAGE_DATA_IDS); undefined when absent or unreadable. */
export function pageData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
