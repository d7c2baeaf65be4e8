// "disable prototypes": the definition goes, its prototype stays.
@r disable prototypes@
type T;
identifier fn;
parameter list ps;
@@
- static T fn(ps)
- {
-   return 0;
- }
