-- The BTC price of each pool day (mining report, tax calculator): read from the
-- pool's price source when the reward run credits the day, one row per symbol, with the
-- source and the time it was read. The first reading of a day stays; a day the source did
-- not answer for has no row, and the report shows "no rate" rather than zero.
CREATE TABLE pool_day_rates (
  pool_id uuid NOT NULL REFERENCES pools (id),
  pool_day date NOT NULL,
  symbol text NOT NULL CHECK (symbol IN ('BTCUSDT', 'BTCRUB')),
  price numeric(30, 8) NOT NULL CHECK (price > 0),
  source text NOT NULL CHECK (length(source) BETWEEN 1 AND 200),
  fetched_at timestamptz NOT NULL,
  PRIMARY KEY (pool_id, pool_day, symbol)
);
