-- What a username looks like (UsernameSkeleton: NFKC, case folded, Cyrillic/Greek/digit look-alikes
-- mapped to Latin): unique, so "аlice" (Cyrillic а) cannot sit beside "alice". Existing rows get
-- theirs at start-up (UsernameSkeletonBackfill, oldest first); a newer account whose name looked
-- like an older one's keeps NULL (it still logs in by its own name).
ALTER TABLE accounts ADD COLUMN username_skeleton TEXT;
CREATE UNIQUE INDEX accounts_username_skeleton ON accounts (username_skeleton);
