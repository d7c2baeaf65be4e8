// Commas of argument, parameter and initializer lists go with the
// elements the rule removes or adds, also where a "..." took nothing.
@@
@@
 foo(...,
-    bar(),
     ...)

@@
@@
  two(
- ...,
+ 2,
  3)

@@
identifier f;
@@
 f(...
-    ,int unused
     ,...) { ... }

@@
@@
struct conf c = {
- ...,
 .keep = 1,
- ...
};
