-- The fee an operator takes from a customer it gets without naming one: a person who
-- signs up through its hub (/{operator}/auth) or a customer its staff create. It goes into
-- the customer's schedule from the customer's first day, so day one is not a free day.
ALTER TABLE operators
  ADD COLUMN customer_fee_percent numeric(5, 2) NOT NULL DEFAULT 0
  CHECK (customer_fee_percent BETWEEN 0 AND 100);
