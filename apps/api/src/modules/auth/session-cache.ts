/**
 * What this process last read about each session, trusted for a short time. A read in flight is
 * shared, so a burst of requests on one session costs one query. Past the size bound the entry
 * read from the database longest ago goes first (the map's insertion order), so a flood of
 * distinct tokens cannot grow the process.
 */
export type SessionCache = {
  /** The answer read within the last ttl, or the one `read` gives now. */
  get(sessionId: string, userId: string, read: () => Promise<boolean>): Promise<boolean>;
  forget(sessionId: string): void;
  forgetUser(userId: string): void;
};

type Entry = { userId: string; readAt: number; live: Promise<boolean> };

export function createSessionCache(ttlMs: number, maxEntries: number, now: () => number = () => performance.now()): SessionCache {
  const entries = new Map<string, Entry>();
  return {
    get(sessionId, userId, read) {
      const at = now();
      const cached = entries.get(sessionId);
      if (cached && at - cached.readAt < ttlMs) return cached.live;
      entries.delete(sessionId);
      const entry: Entry = { userId, readAt: at, live: read() };
      entries.set(sessionId, entry);
      // A failed read is no answer: the next request asks the database again.
      entry.live.catch(() => {
        if (entries.get(sessionId) === entry) entries.delete(sessionId);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return entry.live;
    },
    forget(sessionId) {
      entries.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, entry] of entries) {
        if (entry.userId === userId) entries.delete(sessionId);
      }
    },
  };
}
