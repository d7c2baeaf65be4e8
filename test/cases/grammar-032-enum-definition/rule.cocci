// an enum definition: enum id { ... }; an enumerator added at its end
@@
identifier e;
@@
 enum e {
  ...,
- GREEN,
+ GREEN2,
+ LAST,
 };
