-- The figures read the minute rows of the minutes since their last run themselves, whole,
-- rather than a delta per row from the roll-up: minutes_to is where they have read to.
-- A minute row before it counts in the figures at what the roll-up had carried of it when
-- they read it, and the roll-up reports what such a row gains later as a delta; a row
-- from minutes_to on is read by the next figures run, and the roll-up writes no delta for
-- it. NULL until the first run that reads minute rows: until then every gain is a delta.
ALTER TABLE hashrate_figures_clock ADD COLUMN minutes_to timestamptz;
