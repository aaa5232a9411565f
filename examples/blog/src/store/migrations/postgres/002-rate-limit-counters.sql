-- The rate limiter's counters, shared by every process on every machine: one row per client and
-- budget, holding the count of the current fixed window (reset_at, ms since the epoch, is when it
-- ends). Counted by one INSERT ... ON CONFLICT DO UPDATE per request. UNLOGGED: counters are not
-- worth WAL traffic or a crash-safe copy; after a crash they start again from zero.
CREATE UNLOGGED TABLE rate_limit_counters (
  key TEXT PRIMARY KEY,
  reset_at BIGINT NOT NULL,
  count INTEGER NOT NULL
);

-- Expired windows are deleted by reset_at.
CREATE INDEX rate_limit_counters_reset ON rate_limit_counters (reset_at);
