// `- E == NULL` `+ !E` then `|| ... || E->x`: E == NULL at any operand
// before E->x, only its own code changed
@@
expression E;
@@
 if (
- E == NULL
+ !E
  || ... || E->x) {...}
