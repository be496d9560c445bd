/**
 * The instant quote's design file, kept in this browser's IndexedDB so that it survives the trip through
 * sign-in or registration (a page load or two, perhaps an e-mail link) without reaching the server before
 * the buyer has an account. One file at a time: a new quote replaces the last.
 */
const DATABASE = 'pcb-shop';
const STORE = 'penawaran-instan';
const KEY = 'design';

function withStore<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const transaction = database.transaction(STORE, mode);
      const request = ask(transaction.objectStore(STORE));
      // Resolved once the transaction has committed, so a page left right after still finds the file.
      transaction.oncomplete = () => {
        database.close();
        resolve(request.result);
      };
      transaction.onerror = () => {
        database.close();
        reject(transaction.error);
      };
    };
  });
}

export const keepQuoteDesign = (file: File) => withStore('readwrite', (store) => store.put(file, KEY)).then(() => undefined);

/** The kept design, or null when there is none (or the browser kept something else there). */
export const keptQuoteDesign = async (): Promise<File | null> => {
  const found: unknown = await withStore('readonly', (store) => store.get(KEY));
  return found instanceof File ? found : null;
};

export const forgetQuoteDesign = () => withStore('readwrite', (store) => store.delete(KEY)).then(() => undefined);
