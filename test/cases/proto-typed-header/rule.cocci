// A typed header: the prototype rule inherits the return type T and
// the name, so only helper_count's prototype goes; probe's stays.
@r@
type T;
identifier fn;
parameter list ps;
@@
- static T fn(ps)
- {
-   return 0;
- }
