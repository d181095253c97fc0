-- The account panel's navigation preferences (product §2): per user, the pinned
-- permissions in the user's order and the bookmarked ones. One row per identity, written by
-- one upsert; ids of permissions the user has lost are left out when read, not cascaded.
CREATE TABLE navigation_preferences (
  identity_id uuid PRIMARY KEY,
  pinned uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(pinned) <= 500),
  bookmarked uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(bookmarked) <= 500),
  updated_at timestamptz NOT NULL DEFAULT now()
);
