/** Every built-in provider registers itself here (import order = catalog order). */
export {};
