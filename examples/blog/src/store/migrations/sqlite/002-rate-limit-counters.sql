-- The rate limiter's counters in the database (see postgres/002-rate-limit-counters.sql), so that
-- several worker processes on one SQLite file share one budget per client: one row per client and
-- budget, the count of the current fixed window, which ends at reset_at (ms since the epoch).
CREATE TABLE rate_limit_counters (
  key TEXT PRIMARY KEY,
  reset_at INTEGER NOT NULL,
  count INTEGER NOT NULL
);

CREATE INDEX rate_limit_counters_reset ON rate_limit_counters (reset_at);
