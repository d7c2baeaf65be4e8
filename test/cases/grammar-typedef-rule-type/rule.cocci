// typedef t; in the metavariables: t is a type name in the rule's code
@@
typedef t;
identifier x;
@@
- t x;
+ t *x;
