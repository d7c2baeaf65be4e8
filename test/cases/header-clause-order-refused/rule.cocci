// spatch 1.1.1 takes a rule header's clauses in the grammar's order
// (extends, depends on, using, disable, exists or forall, expression,
// identifier or type), each once: `exists` before `disable` is a parse
// error there, and refused at the out-of-place word here.
@r exists disable not_ptr2@
expression *X;
@@
- X
+ valid(X)
