/**
 * Everything a select needs from Radix, as one module loaded after the table's first paint (through
 * deferred-select.tsx): with Floating UI and the scroll lock it is a fifth of the table's download.
 */
export { Select as RadixSelect } from "radix-ui";
export { Select, SelectContent, SelectGroup, SelectItem, SelectSeparator } from "./select.tsx";
