// Asks the browser to keep this site's storage when space runs low (the device store holds
// measurements not yet sent). Asked once per page; the answer is remembered for SyncStatus.

let asked: Promise<boolean | null> | null = null;

/** true: kept; false: refused (the browser may clear it); null: the browser cannot say. */
export function askPersistentStorage(): Promise<boolean | null> {
  asked ??= (async () => {
    const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
    if (!storage?.persist) return null;
    try {
      return (await storage.persisted()) || (await storage.persist());
    } catch {
      return null;
    }
  })();
  return asked;
}
