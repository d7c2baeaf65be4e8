// A nest in the condition or the step of a for header: the header's
// ';' separate expressions there, not statements.
@@
expression x;
identifier fld;
statement S;
@@
 for (...;<+...
- x->fld
+ get_field(x)
 ...+>;...) S

@@
expression x;
identifier fld;
statement S;
@@
 for (...;...;<+...
- x->fld
+ get_field(x)
 ...+>) S
