import { useState } from "react";
import { dateText, isoWhenDone, isoWhileTyping } from "./date-text.ts";

/**
 * The date field's text and the date it holds (docs/decisions/020): the date changes while typing only
 * when the text is a whole date; when the person has finished, the text means a date or shows the held
 * one again.
 */
export function useDateText({
  value,
  onChange,
  allowEmpty,
}: {
  value: string;
  onChange: (iso: string) => void;
  allowEmpty: boolean;
}) {
  const [text, setText] = useState(() => dateText(value));
  const [shown, setShown] = useState(value);

  // A value set from outside (the end date following the start, a form reset) replaces the text,
  // unless the text already means it.
  if (value !== shown) {
    setShown(value);
    if (isoWhenDone(text) !== value) setText(dateText(value));
  }

  const commit = (iso: string) => {
    setText(dateText(iso));
    if (iso !== value) onChange(iso);
  };

  /** The person has finished typing: take what the text means, or show the held date again. */
  const finish = () => {
    const iso = isoWhenDone(text);
    if (iso === null || (iso === "" && !allowEmpty)) setText(dateText(value));
    else commit(iso);
  };

  const type = (typed: string) => {
    setText(typed);
    const iso = isoWhileTyping(typed);
    if (iso !== null && iso !== value && (iso !== "" || allowEmpty)) onChange(iso);
  };

  return { text, type, commit, finish };
}
