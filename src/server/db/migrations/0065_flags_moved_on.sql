-- Change flags kept and moved on (docs/decisions/031): a user's kept flags are moved on by the history
-- records written since they were last read, and this is how they are asked for, planned once per
-- connection. The records come ordered by id under a limit, so the index on id serves them whatever
-- the table's statistics say (PGlite gathers none by itself). A STABLE function reads under its caller's
-- snapshot, so the snapshot's facts answered beside the records are the ones they were read under: the
-- newest record it saw, and the transactions still running then (whose records, taken with smaller
-- ids, may commit later).
CREATE OR REPLACE FUNCTION history_after(p_after bigint, p_limit integer)
RETURNS text LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  answer text;
BEGIN
  SELECT json_build_object(
    'newest', (SELECT coalesce(max(id), 0) FROM history),
    'running', (SELECT coalesce(json_agg(x::text), '[]') FROM pg_snapshot_xip(pg_current_snapshot()) x),
    'records', (SELECT coalesce(json_agg(r ORDER BY r.id), '[]') FROM (
      SELECT h.id, h.at, h.user_id, h.username, h.user_name, h.entity, h.entity_id, h.label, h.action,
        h.changes, h.details
      FROM history h WHERE h.id > p_after ORDER BY h.id LIMIT p_limit
    ) r)
  )::text INTO answer;
  RETURN answer;
END;
$$;
