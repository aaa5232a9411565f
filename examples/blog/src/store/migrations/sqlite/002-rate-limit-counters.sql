-- Nothing on SQLite: the rate limiter's counters live in a sibling file the store attaches at open
-- (sqlite-store.ts, attachCounters), written without fsync, and created there when missing. The
-- number stays so that both dialects keep one schema history (postgres/002 creates the table).
SELECT 1;
