import { Children, createContext, isValidElement, type ReactNode, useContext } from "react";

/** What an open select's filter box holds, and how its options count themselves. */
export const ListFilterContext = createContext<{ filter: string; register: () => () => void }>({
  filter: "",
  register: () => () => {},
});

export const useListFilter = () => useContext(ListFilterContext);

/** The text a person reads in an option: the strings among its children, however deeply wrapped. */
export function textOf(node: ReactNode): string {
  let text = "";
  Children.forEach(node, (child) => {
    if (typeof child === "string" || typeof child === "number") text += String(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text;
}
