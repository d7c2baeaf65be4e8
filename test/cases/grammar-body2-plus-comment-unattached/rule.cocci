// a comment added where the rule keeps and adds no code beside it:
// spatch 1.1.1 refuses the rule ("nothing to attach pragma to")
@@
expression E;
@@
- trace(E);
+ // no more tracing
