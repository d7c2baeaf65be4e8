// `##` joins names in a fresh identifier's declaration (and a #define's
// body) only; in the rule's code spatch 1.1.1 refuses it (a parse error
// at the `##`), where cfix wrote `A##_EXTRA` into C.
@@
identifier e;
@@
  enum {
  ...,
  e,
+ e##_EXTRA,
  ...
  };
