/**
 * The rows `query` finds for a list, or none without asking when the list is empty (SQL has no
 * empty IN list, and there is nothing to find).
 */
export async function whenAny<R>(list: readonly unknown[], query: () => Promise<R[]>): Promise<R[]> {
  return list.length === 0 ? [] : query();
}
