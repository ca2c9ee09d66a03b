// The one dropdown menu primitive (Radix): arrows, Home/End, typeahead, Escape, focus return, and closing on
// an outside click. Apps take it from here so the kit stays the one place that knows the library.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

export { DropdownMenu };
