import { useState } from "react";
import { dateText, isoWhenDone, isoWhileTyping, whyNotADate } from "./date-text.ts";

/**
 * The date field's text and the date it holds (docs/decisions/020): the date changes while typing only
 * when the text is a whole date. When the person has finished, a text that is a date is taken; one that
 * is not stays as typed with `problem` saying why (docs/decisions/042: 12/13/2026 became today, silently).
 * A form's field (`emptyWhenUnreadable`) then gives up the date it held, so the form cannot save a date
 * nobody sees; a filter or a view keeps its date until the text is one, so nothing widens or jumps.
 */
export function useDateText({
  value,
  onChange,
  allowEmpty,
  emptyWhenUnreadable,
}: {
  value: string;
  onChange: (iso: string) => void;
  allowEmpty: boolean;
  emptyWhenUnreadable: boolean;
}) {
  const [text, setText] = useState(() => dateText(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);

  // A value set from outside (the end date following the start, a form reset) replaces the text,
  // unless the text already means it, or the value was emptied because the text is not a date.
  if (value !== shown) {
    setShown(value);
    const unreadable = value === "" && problem !== null;
    if (isoWhenDone(text) !== value && !unreadable) {
      setText(dateText(value));
      setProblem(null);
    }
  }

  const commit = (iso: string) => {
    setText(dateText(iso));
    setProblem(null);
    if (iso !== value) onChange(iso);
  };

  /** The person has finished typing: take what the text means, or keep it and say why it is not a date. */
  const finish = () => {
    const iso = isoWhenDone(text);
    if (iso === "" && !allowEmpty) setText(dateText(value));
    else if (iso !== null) commit(iso);
    else {
      setProblem(whyNotADate(text));
      if (emptyWhenUnreadable && value !== "") onChange("");
    }
  };

  const type = (typed: string) => {
    setText(typed);
    setProblem(null);
    const iso = isoWhileTyping(typed);
    if (iso !== null && iso !== value && (iso !== "" || allowEmpty)) onChange(iso);
  };

  return { text, type, commit, finish, problem };
}
