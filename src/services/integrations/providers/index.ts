/** Every built-in provider registers itself on import (import order = catalog order). */
import "./google-drive";
import "./gmail";
import "./linear";
import "./notion";
