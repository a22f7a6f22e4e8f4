-- Settings' users list refreshes live (issue 12): users join the live-refresh tables. History needs no
-- trigger of its own: every record is written beside a change to a table that already notifies, and a
-- users change now notifies too.
CREATE TRIGGER live_refresh AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION live_refresh_notify();
