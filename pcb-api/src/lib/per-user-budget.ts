/**
 * At most `limit` uses per user in each window of `windowMs`, in this process: a fixed window per user,
 * forgotten once it ends. Answers false when the user's window is spent.
 */
export function perUserBudget(limit: number, windowMs: number): (userId: string) => boolean {
  const windows = new Map<string, { until: number; used: number }>();
  return (userId) => {
    const now = Date.now();
    const current = windows.get(userId);
    if (current && current.until > now) {
      if (current.used >= limit) return false;
      current.used += 1;
      return true;
    }
    for (const [id, window] of windows) if (window.until <= now) windows.delete(id);
    windows.set(userId, { until: now + windowMs, used: 1 });
    return true;
  };
}
